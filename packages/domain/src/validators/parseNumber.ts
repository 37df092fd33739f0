import { readDecimal } from './readDecimal.ts';

// A number answer, kept exactly as a canonical decimal string ("-1234.5").
export function parseNumber(text: string): string | null {
  const decimal = readDecimal(text.replace(/\s/g, ''));
  if (!decimal || decimal.integer.length > 15) return null;
  const fraction = decimal.fraction.replace(/0+$/, '');
  const value = fraction ? `${decimal.integer}.${fraction}` : decimal.integer;
  return decimal.isNegative && /[1-9]/.test(value) ? `-${value}` : value;
}
