import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultDatabaseTimeoutMs } from '../db/DatabasePool.ts';
import { abuseLimitsEnv, readAbuseLimits } from './abuseLimits.ts';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // The demo listens on this machine only; a deployment sets HOST (e.g. 0.0.0.0) on purpose.
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(20),
  // How long a statement or a wait for a connection may take before the answer is a 503 (DatabasePool).
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(200).max(600_000).default(defaultDatabaseTimeoutMs),
  REDIS_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('Prosa <no-reply@prosa.local>'),
  // The system SMS channel (two-factor codes of accounts without an SMS channel): docs/architecture.md.
  SMS_PROVIDER: z.enum(['twilio', 'http']).optional(),
  SMS_FROM: z.string().optional(),
  SMS_TWILIO_ACCOUNT_SID: z.string().optional(),
  SMS_TWILIO_AUTH_TOKEN: z.string().optional(),
  SMS_TWILIO_API_BASE_URL: z.string().optional(),
  SMS_HTTP_URL_TEMPLATE: z.string().optional(),
  SMS_HTTP_METHOD: z.enum(['GET', 'POST']).default('POST'),
  SMS_HTTP_AUTH_HEADER: z.string().default('Authorization'),
  SMS_HTTP_AUTH_VALUE: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  PROSA_ADMIN_EMAIL: z.string().optional(),
  PROSA_ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
  PROSA_CONTROLLED_CLOCK: z.enum(['0', '1']).default('0'),
  // Worker threads running flows' external code (docs/decisions.md).
  EXTERNAL_CODE_WORKERS: z.coerce.number().int().min(1).max(16).default(Math.min(2, availableParallelism())),
  PROSA_ENV: z.enum(['demo', 'production']).default('demo'),
  // Seals channel credentials at rest (modules/channels/secrets); the demo generates one.
  PROSA_SECRET_KEY: z.string().optional(),
  // E-mail (issue 17). DNS servers for the sending domains' checks (ip or ip:port, comma-separated;
  // the system's when unset), what the SPF record includes and where the tracking CNAME points,
  // the first retry of a waiting domain's check, and the SMTP endpoint that takes customers' e-mail
  // in (off when its port is unset; docs/decisions.md "E-mail inbound").
  DNS_SERVERS: z.string().optional(),
  EMAIL_SPF_INCLUDE: z.string().default('_spf.prosa.local'),
  EMAIL_TRACKING_HOST: z.string().default('track.prosa.local'),
  DOMAIN_VERIFY_RETRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  // 0 takes a free port (tests); the host defaults to HOST's; a mail over the size is refused (552).
  SMTP_INBOUND_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  SMTP_INBOUND_HOST: z.string().optional(),
  SMTP_INBOUND_MAX_MB: z.coerce.number().int().min(1).max(100).default(25),
  // Spreadsheet bases (issue 18): where a spreadsheet's page is read as CSV, {id} and {page}
  // filled in (URL-encoded). Fetched through the flows' SSRF guard; loopback only outside production.
  SPREADSHEET_CSV_URL: z
    .string()
    .default('https://docs.google.com/spreadsheets/d/{id}/gviz/tq?tqx=out:csv&sheet={page}'),
  ...abuseLimitsEnv,
});

export type Env = ReturnType<typeof readEnv>;

export function readEnv(source: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.parse(source);
  const isProduction = parsed.PROSA_ENV === 'production';
  // Production refuses to start without SMTP (checkProductionEnv), so it is never a sandbox; the
  // explicit test keeps the outbox and the movable clock off even if that check were bypassed.
  const isSandbox = !isProduction && !parsed.SMTP_HOST;
  return {
    ...parsed,
    DATA_DIR: resolve(parsed.DATA_DIR),
    isProduction,
    // Without SMTP settings the demo runs as a sandbox: mail and SMS stay on this machine and show in
    // the dev outbox, to loopback callers only. With SMTP set, the outbox route is gone.
    isSandbox,
    // Production sits behind TLS (README): its cookies are Secure whatever PUBLIC_URL says.
    isSecureCookie: isProduction || (parsed.PUBLIC_URL ?? '').startsWith('https://'),
    isHttpsPublicUrl: (parsed.PUBLIC_URL ?? '').startsWith('https://'),
    // A test harness may move the clock of a sandbox server it started with PROSA_CONTROLLED_CLOCK=1.
    hasControlledClock: isSandbox && parsed.PROSA_CONTROLLED_CLOCK === '1',
    limits: readAbuseLimits(parsed),
  };
}
