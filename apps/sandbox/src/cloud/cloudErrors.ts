import { randomBytes } from 'node:crypto';

// The Graph API's error envelope, as the Cloud API answers a refused call:
// { error: { message, type, code, error_subcode?, error_data: { messaging_product, details },
// fbtrace_id } }, with the HTTP status Graph gives it.
export interface CloudError {
  httpStatus: number;
  body: {
    error: {
      message: string;
      type: string;
      code: number;
      error_subcode?: number;
      error_data?: { messaging_product: 'whatsapp'; details: string };
      fbtrace_id: string;
    };
  };
}

const traceId = () => randomBytes(9).toString('base64url');

function cloudError(httpStatus: number, code: number, message: string, details?: string, subcode?: number) {
  const error: CloudError['body']['error'] = { message, type: 'OAuthException', code, fbtrace_id: traceId() };
  if (subcode !== undefined) error.error_subcode = subcode;
  if (details !== undefined) error.error_data = { messaging_product: 'whatsapp', details };
  return { httpStatus, body: { error } };
}

export const cloudErrors = {
  invalidToken: () => cloudError(401, 190, 'Invalid OAuth access token - Cannot parse access token'),
  unknownObject: (id: string) =>
    cloudError(
      400,
      100,
      `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      undefined,
      33,
    ),
  invalidParameter: (details: string) => cloudError(400, 100, '(#100) Invalid parameter', details),
  invalidParameterValue: (details: string) =>
    cloudError(400, 131009, '(#131009) Parameter value is not valid', details),
  throughput: () =>
    cloudError(400, 130429, '(#130429) Rate limit hit', 'Cloud API message throughput has been reached.'),
  pairRate: () =>
    cloudError(
      400,
      131056,
      '(#131056) (Business Account, Consumer Account) pair rate limit hit',
      'Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.',
      2494071,
    ),
  templateExists: (name: string, language: string) =>
    cloudError(
      400,
      100,
      'Invalid parameter',
      `Content in this language already exists: ${name} (${language})`,
      2388024,
    ),
  templateMissing: (name: string, language: string) =>
    cloudError(
      404,
      132001,
      '(#132001) Template name does not exist in the translation',
      `template name (${name}) does not exist in ${language}`,
    ),
  templateParameters: (expected: number, given: number, component = 'body') =>
    cloudError(
      400,
      132000,
      '(#132000) Number of parameters does not match the expected number of params',
      `${component}: number of localizable_params (${given}) does not match the expected number of params (${expected})`,
    ),
  templateParameterFormat: (details: string) =>
    cloudError(
      400,
      132012,
      '(#132012) Parameter format does not match format in the created template',
      details,
    ),
};

// The `errors[]` entry of a `failed` status webhook for a free-form message outside the 24-hour
// window: real Cloud accepts the send, then reports it failed.
export const reEngagementError = {
  code: 131047,
  title: 'Re-engagement message',
  details:
    'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
};

// The `errors[]` entry of a `failed` status webhook for a media message whose link Cloud could not
// download (a wrong, expired or unreachable URL): accepted first, failed once the download fails.
export const mediaDownloadError = {
  code: 131053,
  title: 'Media upload error',
  details: 'Unable to download the media sent by the business.',
};
