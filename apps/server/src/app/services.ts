import type { Database } from '../db/database.ts';
import type { ExternalCodePool } from '../modules/flows/effects/code/createExternalCodePool.ts';
import type { DevOutbox } from '../notifications/devOutbox.ts';
import type { Mailer } from '../notifications/Mailer.ts';
import type { SmsSender } from '../notifications/SmsSender.ts';
import type { ConnectedVisitors } from '../realtime/ConnectedVisitors.ts';
import type { Clock } from './Clock.ts';
import type { AbuseGuards } from './createAbuseGuards.ts';
import type { ServerLogger } from './createLogger.ts';
import type { DomainEventBus } from './domainEvents.ts';
import type { Env } from './env.ts';

// Everything a request may need, built once at start (see createServices).
export interface AppServices {
  env: Env;
  database: Database;
  events: DomainEventBus;
  outbox: DevOutbox;
  mailer: Mailer;
  sms: SmsSender;
  clock: Clock;
  // The webchat visitors connected now (/realTime); filled once the sockets are attached.
  visitors: ConnectedVisitors;
  // The worker threads that run flows' external code (started on the first run).
  externalCode: ExternalCodePool;
  // The abuse limits' counters (app/abuseLimits.ts).
  limits: AbuseGuards;
  // The server's logger, also Fastify's (createLogger): failures off a request are logged here.
  log: ServerLogger;
  // Seals and opens channel credentials (modules/channels/secrets/loadSecretKey).
  secretKey: Buffer;
}
