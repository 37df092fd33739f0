import { openDatabase } from '../db/openDatabase.ts';
import { loadSecretKey } from '../modules/channels/secrets/loadSecretKey.ts';
import { createChannelSmsSender } from '../modules/channels/sms/createChannelSmsSender.ts';
import { createExternalCodePool } from '../modules/flows/effects/code/createExternalCodePool.ts';
import { DevOutbox } from '../notifications/devOutbox.ts';
import { createSmtpMailer } from '../notifications/Mailer.ts';
import { createSandboxSmsSender } from '../notifications/SmsSender.ts';
import { startSandboxSmtp } from '../notifications/startSandboxSmtp.ts';
import { ConnectedVisitors } from '../realtime/ConnectedVisitors.ts';
import { systemClock } from './Clock.ts';
import { createAbuseGuards } from './createAbuseGuards.ts';
import { createLogger, type ServerLogger } from './createLogger.ts';
import { DomainEventBus } from './domainEvents.ts';
import type { Env } from './env.ts';
import { OffsetClock } from './OffsetClock.ts';
import type { AppServices } from './services.ts';

// `log`: the console lines of the development sandboxes (the mail and SMS they catch); `logger`:
// the server's logger (a test passes one it reads).
export async function createServices(
  env: Env,
  log: (line: string) => void = console.log,
  logger: ServerLogger = createLogger(env.LOG_LEVEL),
) {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DATABASE_POOL_MAX,
    timeoutMs: env.DATABASE_TIMEOUT_MS,
  });
  const limits = await createAbuseGuards(env, logger);
  const outbox = new DevOutbox();
  const sandboxSmtp = env.SMTP_HOST ? null : await startSandboxSmtp(outbox, log);
  const mailer = createSmtpMailer(
    sandboxSmtp
      ? { host: '127.0.0.1', port: sandboxSmtp.port, from: env.SMTP_FROM }
      : {
          host: env.SMTP_HOST ?? '',
          port: env.SMTP_PORT,
          user: env.SMTP_USER,
          password: env.SMTP_PASSWORD,
          from: env.SMTP_FROM,
        },
  );
  const secretKey = loadSecretKey(env);
  const services: AppServices = {
    env,
    database,
    events: new DomainEventBus(),
    outbox,
    mailer,
    sms: createChannelSmsSender({
      db: database.db,
      env,
      secretKey,
      sandbox: createSandboxSmsSender(outbox, log),
    }),
    clock: env.hasControlledClock ? new OffsetClock() : systemClock,
    visitors: new ConnectedVisitors(),
    externalCode: createExternalCodePool({ size: env.EXTERNAL_CODE_WORKERS }),
    limits,
    log: logger,
    secretKey,
  };
  const close = async () => {
    await services.externalCode.close();
    await mailer.close();
    await sandboxSmtp?.close();
    await database.close();
    await limits.close();
  };
  return { services, close };
}
