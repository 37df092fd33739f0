// Twilio's REST error body { code, message, more_info, status }, with its HTTP status.
export interface TwilioError {
  httpStatus: number;
  body: { code: number; message: string; more_info: string; status: number };
}

function twilioError(httpStatus: number, code: number, message: string): TwilioError {
  return {
    httpStatus,
    body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status: httpStatus },
  };
}

export const twilioErrors = {
  authenticate: () => twilioError(401, 20003, 'Authenticate'),
  notFound: (path: string) => twilioError(404, 20404, `The requested resource ${path} was not found`),
  tooManyRequests: () => twilioError(429, 20429, 'Too Many Requests'),
  invalidTo: (to: string) => twilioError(400, 21211, `Invalid 'To' Phone Number: ${to}`),
  bodyRequired: () => twilioError(400, 21602, 'Message body is required.'),
  invalidContentSid: () => twilioError(400, 21655, 'The ContentSid is Invalid.'),
  // An SMS From that is not one of the account's numbers.
  notOwnedFrom: (from: string) =>
    twilioError(
      400,
      21606,
      `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`,
    ),
  unknownSender: () =>
    twilioError(400, 63007, 'Twilio could not find a Channel with the specified From address'),
};

// The asynchronous failure of a free-form message outside the 24-hour window (its status callback).
export const outsideWindowError = {
  code: 63016,
  title:
    'Failed to send freeform message because you are outside the allowed window. If you are using WhatsApp, please use a Message Template.',
  details: 'The customer has not written to this sender in the last 24 hours.',
};
