import type { LoginResponse } from '@prosa/contracts';

export type LoginStep = 'code' | 'chooseAccount' | 'enter';

// After the password (or the two-factor code): the code comes first, then the account choice when
// the user belongs to several, then the panel.
export function nextLoginStep(response: Pick<LoginResponse, 'twoFactor' | 'accounts'>): LoginStep {
  if (response.twoFactor) return 'code';
  return response.accounts.length > 1 ? 'chooseAccount' : 'enter';
}
