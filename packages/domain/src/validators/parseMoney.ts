import { readDecimal } from './readDecimal.ts';

// A money answer in cents: "R$ 1.234,56", "1234,56", "US$ 1,234.56", "$10", "10 reais". At most
// two decimals, never negative, up to a trillion.
const prefix = /^(?:R\$|US\$|U\$|\$|BRL|USD)\s*/i;
const suffix = /\s*(?:BRL|USD|reais|real|d[oó]lares|dollars?)$/i;

export function parseMoney(text: string): number | null {
  const amount = text.trim().replace(prefix, '').replace(suffix, '').replace(/\s/g, '');
  const decimal = readDecimal(amount);
  if (!decimal || decimal.isNegative || decimal.fraction.length > 2 || decimal.integer.length > 13)
    return null;
  return Number(decimal.integer) * 100 + Number(decimal.fraction.padEnd(2, '0'));
}

// The stored form of a money answer: "1234.56".
export const formatCents = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
