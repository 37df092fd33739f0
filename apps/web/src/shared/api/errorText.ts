import { isErrorCode } from '@prosa/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from './ApiError.ts';

// Any thrown value as a catalogue text: an ApiError names its code (with details such as the
// minutes to wait); anything else is the catalogue's unexpected error.
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && isErrorCode(error.code)) {
    const details = typeof error.details === 'object' && error.details !== null ? error.details : {};
    return t(`errors:${error.code}`, details as Record<string, unknown>);
  }
  return t('errors:generic.unexpected');
}
