import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

// A phone in international form ("+55 11 91234-5678", as the form composes it from the chosen
// country) as E.164, or null. The full metadata checks the number against its country's plans, so
// a landline of a company and a mobile of a person both pass and a number of the wrong length does
// not. Only digits and the usual separators: the library would otherwise dig numbers out of text.
export function parseInternationalPhone(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\+[\d\s().-]+$/.test(trimmed)) return null;
  const phone = parsePhoneNumberFromString(trimmed);
  return phone?.isValid() ? phone.number : null;
}
