import { timingSafeEqual } from 'node:crypto';

// Compares a presented signature or token with the expected one without leaking, through timing,
// how many leading characters matched. Different lengths are unequal (and say only the length).
export function equalsInConstantTime(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}
