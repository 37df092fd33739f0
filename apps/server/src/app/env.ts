import { resolve } from 'node:path';
import { z } from 'zod';
import { abuseLimitsEnv, readAbuseLimits } from './abuseLimits.ts';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(20),
  REDIS_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('Prosa <no-reply@prosa.local>'),
  TRUST_PROXY: z.string().optional(),
  PROSA_ADMIN_EMAIL: z.string().optional(),
  PROSA_ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
  PROSA_CONTROLLED_CLOCK: z.enum(['0', '1']).default('0'),
  ...abuseLimitsEnv,
});

export type Env = ReturnType<typeof readEnv>;

export function readEnv(source: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.parse(source);
  return {
    ...parsed,
    DATA_DIR: resolve(parsed.DATA_DIR),
    // Without SMTP settings Prosa runs as a sandbox: mail and SMS stay on this machine and show in
    // the public dev outbox. With SMTP set, the outbox route is gone (it would show two-factor codes).
    isSandbox: !parsed.SMTP_HOST,
    isSecureCookie: (parsed.PUBLIC_URL ?? '').startsWith('https://'),
    // A test harness may move the clock of a sandbox server it started with PROSA_CONTROLLED_CLOCK=1.
    hasControlledClock: !parsed.SMTP_HOST && parsed.PROSA_CONTROLLED_CLOCK === '1',
    limits: readAbuseLimits(parsed),
  };
}
