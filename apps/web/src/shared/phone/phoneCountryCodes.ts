import callingCodes from './callingCodes.json';

// Every country a phone form offers (ISO 3166 codes), from libphonenumber-js's metadata
// (callingCodes.test.ts keeps the file equal to it).
export const phoneCountryCodes = Object.keys(callingCodes) as Array<keyof typeof callingCodes>;
export const callingCodeOf = (country: string): string | undefined =>
  (callingCodes as Record<string, string>)[country];
