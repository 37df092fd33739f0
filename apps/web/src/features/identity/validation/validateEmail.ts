import type { ErrorCode } from '@prosa/contracts';

// Only the shape a typo breaks; the server has the final word.
const looksLikeEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): ErrorCode | null {
  const trimmed = email.trim();
  if (!trimmed) return 'auth.emailRequired';
  return looksLikeEmail.test(trimmed) ? null : 'generic.invalidInput';
}
