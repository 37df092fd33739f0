// Every error a user can see. The code is the i18n key in the `errors` namespace; the HTTP status
// travels with it so routes never pick a status by hand.
export const errorCatalogue = {
  'generic.unexpected': 500,
  'generic.connection': 503,
  'generic.actionFailed': 400,
  'generic.routeNotFound': 404,
  'generic.notFound': 404,
  'generic.invalidInput': 400,
  'generic.invalidJson': 400,
  'generic.payloadTooLarge': 413,
  'generic.unsupportedMediaType': 415,
  'generic.unauthenticated': 401,
  'generic.forbidden': 403,
  'generic.csrf': 403,
  'generic.permissionPreferences': 403,
  'auth.inactiveUser': 403,
  'auth.outsideJourney': 403,
  'auth.wrongCredentials': 401,
  'auth.codeRequired': 401,
  'auth.codeInvalid': 401,
  'auth.noMobile': 409,
  'auth.accountNotCorrect': 403,
  'auth.accountRequired': 409,
  'auth.tooManyAttempts': 429,
  'auth.resetTokenInvalid': 400,
  'auth.passwordTooShort': 400,
  'auth.passwordTooLong': 400,
  'auth.passwordMismatch': 400,
  'auth.currentPasswordWrong': 400,
  'auth.emailRequired': 400,
  'auth.passwordRequired': 400,
  'auth.totpNotStarted': 409,
  'auth.sessionNotFound': 404,
  'account.deleteConfirmation': 400,
  'account.deleteNotOwner': 403,
  'feedback.invalid': 400,
  'team.tagTitleRequired': 400,
  'team.tagTitleTooLong': 400,
  'team.tagColorInvalid': 400,
  'team.tagTitleTaken': 409,
  'team.tagNotFound': 404,
  'team.quickResponseTitleRequired': 400,
  'team.quickResponseTitleTooLong': 400,
  'team.quickResponseMessageRequired': 400,
  'team.quickResponseMessageTooLong': 400,
  'team.quickResponseNotFound': 404,
  'team.quickResponseListFailed': 500,
  'team.quickResponseCreateFailed': 500,
  'team.quickResponseDeleteFailed': 500,
  'team.quickResponseShareFailed': 500,
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorCatalogue, code);

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}
