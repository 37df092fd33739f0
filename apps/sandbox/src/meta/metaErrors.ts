import { randomBytes } from 'node:crypto';

// Graph's error envelope as the Send API answers a refused call (Messenger Platform, "Common Error
// Codes"): { error: { message, type, code, error_subcode?, fbtrace_id } }, with Graph's HTTP status.
export interface MetaError {
  httpStatus: number;
  body: {
    error: { message: string; type: string; code: number; error_subcode?: number; fbtrace_id: string };
  };
}

function metaError(httpStatus: number, code: number, message: string, subcode?: number): MetaError {
  const error: MetaError['body']['error'] = {
    message,
    type: 'OAuthException',
    code,
    fbtrace_id: randomBytes(9).toString('base64url'),
  };
  if (subcode !== undefined) error.error_subcode = subcode;
  return { httpStatus, body: { error } };
}

export const metaErrors = {
  invalidToken: () => metaError(400, 190, 'Invalid OAuth access token - Cannot parse access token'),
  invalidParameter: (details: string) => metaError(400, 100, `(#100) ${details}`),
  noMatchingUser: () => metaError(400, 100, '(#100) No matching user found', 2018001),
  outsideWindow: () => metaError(400, 10, '(#10) This message is sent outside of allowed window.', 2018278),
  rateLimit: () => metaError(400, 613, '(#613) Calls to this api have exceeded the rate limit.'),
};
