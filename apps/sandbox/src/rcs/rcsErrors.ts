// Google's error envelope as RBM answers a refused call: { error: { code, message, status } }, the
// HTTP status equal to `code` (google.rpc.Status over REST).
export interface RcsError {
  httpStatus: number;
  body: { error: { code: number; message: string; status: string } };
}

const rcsError = (code: number, status: string, message: string): RcsError => ({
  httpStatus: code,
  body: { error: { code, message, status } },
});

export const rcsErrors = {
  unauthenticated: () =>
    rcsError(
      401,
      'UNAUTHENTICATED',
      'Request had invalid authentication credentials. Expected OAuth 2 access token.',
    ),
  invalidArgument: (details: string) => rcsError(400, 'INVALID_ARGUMENT', details),
  // A number RBM cannot reach with RCS (no RCS client, carrier not launched).
  notFound: () => rcsError(404, 'NOT_FOUND', 'Requested entity was not found.'),
  resourceExhausted: () =>
    rcsError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for quota metric of service rcsbusinessmessaging.'),
};
