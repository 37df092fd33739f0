import type { ErrorCode } from '@prosa/contracts';

// The two-factor code is exactly six digits, by SMS or from the authenticator app.
export const validateCode = (code: string): ErrorCode | null =>
  /^\d{6}$/.test(code) ? null : 'auth.codeInvalid';
