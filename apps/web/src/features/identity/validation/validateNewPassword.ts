import type { ErrorCode } from '@prosa/contracts';

export interface NewPasswordErrors {
  password?: ErrorCode;
  confirmation?: ErrorCode;
}

// decisions.md: 8 to 128 characters, and the confirmation must equal the new password.
export function validateNewPassword(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password.length < 8) errors.password = 'auth.passwordTooShort';
  else if (password.length > 128) errors.password = 'auth.passwordTooLong';
  if (confirmation !== password) errors.confirmation = 'auth.passwordMismatch';
  return errors;
}
