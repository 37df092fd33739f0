import type { ErrorCode } from '@prosa/contracts';
import { validateEmail } from './validateEmail.ts';
import { type NewPasswordErrors, validateNewPassword } from './validateNewPassword.ts';

export interface SetupValues {
  email: string;
  name: string;
  accountName: string;
  password: string;
  confirmation: string;
}

export interface SetupErrors extends NewPasswordErrors {
  email?: ErrorCode;
  name?: ErrorCode;
  accountName?: ErrorCode;
}

// What the first-run form checks before sending; the server has the final word.
export function validateSetup(values: SetupValues): SetupErrors {
  const errors: SetupErrors = validateNewPassword(values.password, values.confirmation);
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (!values.name.trim()) errors.name = 'setup.nameRequired';
  if (!values.accountName.trim()) errors.accountName = 'setup.accountNameRequired';
  return errors;
}
