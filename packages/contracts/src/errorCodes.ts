import { broadcastErrors } from './errors/broadcastErrors.ts';
import { channelErrors } from './errors/channelErrors.ts';
import { crmErrors } from './errors/crmErrors.ts';
import { flowErrors } from './errors/flowErrors.ts';
import { generalErrors } from './errors/generalErrors.ts';
import { integrationErrors } from './errors/integrationErrors.ts';
import { listErrors } from './errors/listErrors.ts';
import { liveErrors } from './errors/liveErrors.ts';
import { teamErrors } from './errors/teamErrors.ts';

// Every error a user can see. The code is the i18n key in the `errors` namespace; the HTTP status
// travels with it so routes never pick a status by hand.
// One object per area in errors/, so each domain adds its codes in its own file.
export const errorCatalogue = {
  ...generalErrors,
  ...teamErrors,
  ...liveErrors,
  ...crmErrors,
  ...flowErrors,
  ...channelErrors,
  ...listErrors,
  ...broadcastErrors,
  ...integrationErrors,
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorCatalogue, code);

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}
