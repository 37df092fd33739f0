import type { ErrorCode } from '@prosa/contracts';

export interface CredentialsErrors {
  email?: ErrorCode;
  password?: ErrorCode;
}

// Spec §5 "Login": e-mail and password are required.
export function validateCredentials(email: string, password: string): CredentialsErrors {
  const errors: CredentialsErrors = {};
  if (!email.trim()) errors.email = 'auth.emailRequired';
  if (!password) errors.password = 'auth.passwordRequired';
  return errors;
}
