import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';

// The number of the number-status, opt-out and HSM forms (spec campaigns §5, core §5): the country
// chosen apart and the national number as typed, without the country code or a trunk 0, starting
// with its two-digit area code. Answers the E.164 digits without '+' ("5511988887777"), or null when
// the digits do not make a valid number of that country.
export function parseNationalPhone(country: string, national: string): string | null {
  const code = country.trim().toUpperCase();
  if (!isSupportedCountry(code)) return null;
  const trimmed = national.trim();
  if (!/^[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  // A leading 0 is a trunk or carrier prefix, and fewer than 2 + 6 digits leave no area code.
  if (digits.startsWith('0') || digits.length < 8) return null;
  const phone = parsePhoneNumberFromString(`+${getCountryCallingCode(code)}${digits}`);
  if (!phone?.isValid() || phone.country !== code) return null;
  return phone.number.slice(1);
}
