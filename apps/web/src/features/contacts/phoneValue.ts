import callingCodes from '../../shared/phone/callingCodes.json';

// Country → calling code, written from libphonenumber-js's metadata (getCountries and
// getCountryCallingCode) so the form does not download the whole library for one number per country.
export type PhoneCountry = keyof typeof callingCodes;

export const phoneCountries = () => Object.keys(callingCodes) as PhoneCountry[];

const callingCodeOf = (country: PhoneCountry) => callingCodes[country];

// The stored phone is "+<calling code> <number>"; the form shows the country and the number apart.
export function composePhone(country: PhoneCountry, number: string): string {
  const trimmed = number.trim();
  return trimmed === '' ? '' : `+${callingCodeOf(country)} ${trimmed}`;
}

// Calling codes shared by several countries: the one a stored phone is shown with.
const mainCountries: Record<string, PhoneCountry> = {
  '1': 'US',
  '7': 'RU',
  '44': 'GB',
  '47': 'NO',
  '61': 'AU',
};

// The country whose calling code starts the stored phone (the fallback first, then the code's main
// country), and the rest as the number. Without a plus, the fallback country.
export function splitPhone(value: string, fallback: PhoneCountry): { country: PhoneCountry; number: string } {
  const match = /^\+(\d{1,4})\s*(.*)$/.exec(value.trim());
  if (!match) return { country: fallback, number: value };
  const [, code = '', number = ''] = match;
  if (callingCodeOf(fallback) === code) return { country: fallback, number };
  const country = mainCountries[code] ?? phoneCountries().find((item) => callingCodeOf(item) === code);
  return country ? { country, number } : { country: fallback, number: value };
}
