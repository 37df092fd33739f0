import { errorCatalogue } from '@prosa/contracts';

const titles: Record<number, string> = {
  400: 'Bad input',
  401: 'No session, or a session still waiting for its two-factor code',
  403: 'Refused: level, permission, module or CSRF token',
  404: 'Not found in the caller’s account',
  409: 'Conflicts with the current state (or no account chosen yet)',
  413: 'Body too large',
  429: 'Too many requests: wait the `Retry-After` seconds',
  503: 'A service the server needs (the database) is not answering',
};

const codesWith = (status: number) =>
  Object.entries(errorCatalogue)
    .filter(([, codeStatus]) => codeStatus === status)
    .map(([code]) => code);

// The one error envelope every route answers with (errorHandler.ts), the catalogue's codes as its enum.
export const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(errorCatalogue) },
        message: { type: 'string', description: 'The code’s text in the caller’s language.' },
        details: { description: 'Per-field problems or the text’s parameters, when the code has them.' },
      },
    },
  },
} as const;

export const errorResponseName = (status: number) => `Error${status}`;

// One shared response per status, naming the catalogue codes that travel with it.
export function errorResponses(statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      errorResponseName(status),
      {
        description: `${titles[status] ?? `HTTP ${status}`}. Codes: ${codesWith(status).join(', ')}.`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}
