// Phones as E.164 (`+5511912345678`). Without "+", the number is Brazilian: a valid area code
// (DDD) and 8 digits starting 2–5 (landline) or 9 digits starting with 9 (mobile), with or
// without the country code 55 or a leading trunk 0. With "+", any country: 8 to 15 digits, and
// Brazilian numbers still must be valid.
const areaCodes = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

export const brazilianAreaCodes: ReadonlySet<number> = areaCodes;

export function isBrazilianNationalNumber(digits: string): boolean {
  if (!areaCodes.has(Number(digits.slice(0, 2)))) return false;
  const subscriber = digits.slice(2);
  if (subscriber.length === 9) return subscriber.startsWith('9');
  return subscriber.length === 8 && /^[2-5]/.test(subscriber);
}

export function parsePhone(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) return null;
    if (digits.startsWith('55') && !isBrazilianNationalNumber(digits.slice(2))) return null;
    return `+${digits}`;
  }
  const national =
    digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits.replace(/^0/, '');
  return isBrazilianNationalNumber(national) ? `+55${national}` : null;
}
