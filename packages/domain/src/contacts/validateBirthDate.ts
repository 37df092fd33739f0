import { parseIsoDate } from './parseIsoDate.ts';

// The default person field's token. Tokens are snake_case (contracts crm.ts), so this one is
// `birth_date`.
export const birthDateToken = 'birth_date';

const earliestBirthDate = '1900-01-01';

// A birth date is a real day between 1900 and today; `today` (yyyy-mm-dd in the account's time
// zone) is the caller's, so the server and the form agree on it and tests can fix it. ISO dates
// compare correctly as strings.
export function isValidBirthDate(value: string, today: string): boolean {
  const date = parseIsoDate(value);
  return date !== null && date >= earliestBirthDate && date <= today;
}
