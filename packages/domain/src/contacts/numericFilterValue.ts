import { readDecimal } from '../validators/readDecimal.ts';

// The number "greater than" and "less than" compare with, typed in either convention
// ("1.234,56" or "1234.56"), or null when it is not a number.
export function numericFilterValue(value: string): number | null {
  const decimal = readDecimal(value.replace(/\s/g, ''));
  if (!decimal) return null;
  const number = Number(`${decimal.isNegative ? '-' : ''}${decimal.integer}.${decimal.fraction || '0'}`);
  return Number.isFinite(number) ? number : null;
}
