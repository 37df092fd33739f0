export interface AccountChoice {
  id: string;
  name: string;
}

const isAccountChoice = (value: unknown): value is AccountChoice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).id === 'string' &&
  typeof (value as Record<string, unknown>).name === 'string';

// The accounts travel from the login step in the navigation state; a reload or a typed URL has
// none, and then the login starts over.
export function readAccountChoices(state: unknown): AccountChoice[] | null {
  const accounts = (state as { accounts?: unknown } | null)?.accounts;
  return Array.isArray(accounts) && accounts.length > 0 && accounts.every(isAccountChoice) ? accounts : null;
}
