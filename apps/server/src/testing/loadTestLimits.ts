// Load tests and benchmarks drive many visitors and sessions from one address (127.0.0.1), faster
// than any person: with the abuse limits on they would measure the limits. 0 turns a limit off
// (app/abuseLimits.ts); the storage quota and the purge stay as they are.
export const loadTestLimits: Record<string, string> = {
  LIMIT_API_PER_SESSION_PER_MINUTE: '0',
  LIMIT_API_PER_ADDRESS_PER_MINUTE: '0',
  LIMIT_WIDGET_MESSAGES_PER_MINUTE: '0',
  LIMIT_WIDGET_MESSAGES_PER_MINUTE_PER_ADDRESS: '0',
  LIMIT_WIDGET_CONVERSATIONS_PER_HOUR: '0',
  LIMIT_WIDGET_CONVERSATIONS_PER_HOUR_PER_ADDRESS: '0',
  LIMIT_WIDGET_UPLOADS_PER_HOUR: '0',
  LIMIT_WIDGET_UPLOADS_PER_HOUR_PER_ADDRESS: '0',
  LIMIT_WIDGET_UPLOAD_MB_PER_DAY: '0',
  LIMIT_WIDGET_UPLOAD_MB_PER_DAY_PER_ADDRESS: '0',
  LIMIT_WEBHOOKS_PER_MINUTE_PER_CHANNEL: '0',
  LIMIT_WEBHOOKS_PER_MINUTE_PER_ADDRESS: '0',
};
