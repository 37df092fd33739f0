import { z } from 'zod';

// Every abuse limit of the server, in one place (issue 13 §3). Each is an environment variable
// (listed in the README); 0 turns that limit off. Per-address limits are ten times the
// per-visitor ones: a company's NAT or a mobile carrier puts many customers behind one address,
// and those must not throttle each other. Widget address counters are kept per account, so one
// tenant's attacker never slows another tenant's customers.
const limit = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

export const abuseLimitsEnv = {
  // The panel API (/api, except /api/health): requests per minute per signed-in session, and per
  // client address for everything (the widget's public routes, sign-in, forged cookies).
  LIMIT_API_PER_SESSION_PER_MINUTE: limit(600),
  LIMIT_API_PER_ADDRESS_PER_MINUTE: limit(6000),
  // The widget's messages (`send` on /webchat), per visitor and per address.
  LIMIT_WIDGET_MESSAGES_PER_MINUTE: limit(30),
  LIMIT_WIDGET_MESSAGES_PER_MINUTE_PER_ADDRESS: limit(300),
  // Conversations a widget message opens.
  LIMIT_WIDGET_CONVERSATIONS_PER_HOUR: limit(10),
  LIMIT_WIDGET_CONVERSATIONS_PER_HOUR_PER_ADDRESS: limit(100),
  // The widget's uploads: files per hour and megabytes per day.
  LIMIT_WIDGET_UPLOADS_PER_HOUR: limit(20),
  LIMIT_WIDGET_UPLOADS_PER_HOUR_PER_ADDRESS: limit(200),
  LIMIT_WIDGET_UPLOAD_MB_PER_DAY: limit(300),
  LIMIT_WIDGET_UPLOAD_MB_PER_DAY_PER_ADDRESS: limit(3000),
  // Provider webhooks (/webhooks/...): requests per minute per channel, and per address. Meta,
  // Twilio and Gupshup post every customer's messages from a few addresses, so both are high; they
  // stop a flood at the signature check's door, not a busy number (the bench's 500 messages/s).
  LIMIT_WEBHOOKS_PER_MINUTE_PER_CHANNEL: limit(60_000),
  LIMIT_WEBHOOKS_PER_MINUTE_PER_ADDRESS: limit(120_000),
  // All the uploads an account keeps (the panel's and the widget's), in megabytes.
  LIMIT_ACCOUNT_UPLOAD_STORAGE_MB: limit(10_240),
  // An upload no message refers to after this many hours is deleted (the hourly maintenance job).
  LIMIT_UNATTACHED_UPLOAD_HOURS: z.coerce.number().int().min(1).default(24),
};

type AbuseLimitsSource = { [K in keyof typeof abuseLimitsEnv]: z.infer<(typeof abuseLimitsEnv)[K]> };

export interface WindowLimit {
  perVisitor: number;
  perAddress: number;
  windowMs: number;
}

export type AbuseLimits = ReturnType<typeof readAbuseLimits>;

const minute = 60_000;
const hour = 60 * minute;
const megabyte = 1024 * 1024;

export function readAbuseLimits(source: AbuseLimitsSource) {
  return {
    api: {
      perSession: source.LIMIT_API_PER_SESSION_PER_MINUTE,
      perAddress: source.LIMIT_API_PER_ADDRESS_PER_MINUTE,
      windowMs: minute,
    },
    widget: {
      messages: {
        perVisitor: source.LIMIT_WIDGET_MESSAGES_PER_MINUTE,
        perAddress: source.LIMIT_WIDGET_MESSAGES_PER_MINUTE_PER_ADDRESS,
        windowMs: minute,
      },
      conversations: {
        perVisitor: source.LIMIT_WIDGET_CONVERSATIONS_PER_HOUR,
        perAddress: source.LIMIT_WIDGET_CONVERSATIONS_PER_HOUR_PER_ADDRESS,
        windowMs: hour,
      },
      uploads: {
        perVisitor: source.LIMIT_WIDGET_UPLOADS_PER_HOUR,
        perAddress: source.LIMIT_WIDGET_UPLOADS_PER_HOUR_PER_ADDRESS,
        windowMs: hour,
      },
      uploadBytes: {
        perVisitor: source.LIMIT_WIDGET_UPLOAD_MB_PER_DAY * megabyte,
        perAddress: source.LIMIT_WIDGET_UPLOAD_MB_PER_DAY_PER_ADDRESS * megabyte,
        windowMs: 24 * hour,
      },
    } satisfies Record<string, WindowLimit>,
    // perVisitor counts per channel here.
    webhooks: {
      perVisitor: source.LIMIT_WEBHOOKS_PER_MINUTE_PER_CHANNEL,
      perAddress: source.LIMIT_WEBHOOKS_PER_MINUTE_PER_ADDRESS,
      windowMs: minute,
    } satisfies WindowLimit,
    accountStorageBytes: source.LIMIT_ACCOUNT_UPLOAD_STORAGE_MB * megabyte,
    unattachedUploadMs: source.LIMIT_UNATTACHED_UPLOAD_HOURS * hour,
  };
}
