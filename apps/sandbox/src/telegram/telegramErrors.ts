// The Bot API's refusal `{ ok: false, error_code, description, parameters? }`, with the HTTP status
// equal to error_code, as api.telegram.org answers (core.telegram.org/bots/api#making-requests).
export interface TelegramError {
  httpStatus: number;
  body: { ok: false; error_code: number; description: string; parameters?: { retry_after: number } };
}

const telegramError = (code: number, description: string): TelegramError => ({
  httpStatus: code,
  body: { ok: false, error_code: code, description },
});

export const telegramErrors = {
  unauthorized: () => telegramError(401, 'Unauthorized'),
  notFound: () => telegramError(404, 'Not Found'),
  chatNotFound: () => telegramError(400, 'Bad Request: chat not found'),
  textEmpty: () => telegramError(400, 'Bad Request: message text is empty'),
  fileMissing: () => telegramError(400, 'Bad Request: there is no file in the request'),
  invalidQuery: () =>
    telegramError(400, 'Bad Request: query is too old and response timeout expired or query ID is invalid'),
  invalidFileId: () => telegramError(400, 'Bad Request: invalid file_id'),
  callbackTooLong: () => telegramError(400, 'Bad Request: BUTTON_DATA_INVALID'),
  secretInvalid: () => telegramError(400, 'Bad Request: secret token contains unallowed characters'),
  // A user who never pressed Start (never wrote to the bot) cannot be written to first.
  cannotInitiate: () => telegramError(403, "Forbidden: bot can't initiate conversation with a user"),
  tooManyRequests: (retryAfter: number): TelegramError => ({
    httpStatus: 429,
    body: {
      ok: false,
      error_code: 429,
      description: `Too Many Requests: retry after ${retryAfter}`,
      parameters: { retry_after: retryAfter },
    },
  }),
};
