import type { TFunction } from 'i18next';
import { ApiError } from '../../shared/api/ApiError.ts';
import { errorText } from '../../shared/api/errorText.ts';

// The server's permission refusal on preferences is shown as the connection error, as the spec's
// catalogue asks (§8); any other failure as its own text.
export function preferencesErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.code === 'generic.permissionPreferences')
    return t('errors:generic.connection');
  return errorText(t, error);
}
