import { parseInternationalPhone } from './parseInternationalPhone.ts';

// A phone answered in a flow, as E.164 or null: with "+", any country; without, a Brazilian number
// as people type it — area code and subscriber, perhaps after the country code 55 or the trunk 0.
// Either way the CRM's own check judges it (parseInternationalPhone, libphonenumber-js's full
// metadata), so a number the chatbot takes is one the contact's phone field takes, and back.
export function parsePhone(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('+')) return parseInternationalPhone(trimmed);
  if (!/^[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  // 12 or 13 digits are 55 and a 10- or 11-digit national number (area code 55 itself gives 10 or 11).
  const national =
    digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits.replace(/^0/, '');
  return parseInternationalPhone(`+55${national}`);
}
