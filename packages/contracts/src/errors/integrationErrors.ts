// The catalogue's errors of a chatbot's integrations and of sending a conversation to one (issue 16).
export const integrationErrors = {
  'integrations.nameRequired': 400,
  'integrations.nameTooLong': 400,
  'integrations.nameTaken': 409,
  'integrations.kindInvalid': 400,
  'integrations.activeInvalid': 400,
  'integrations.configInvalid': 400,
  'integrations.endpointInvalid': 400,
  'integrations.endpointRefused': 400,
  'integrations.botNotFound': 404,
  'integrations.notFound': 404,
  'integrations.inactive': 409,
  'integrations.endpointStatus': 502,
  'integrations.endpointUnreachable': 502,
} as const;
