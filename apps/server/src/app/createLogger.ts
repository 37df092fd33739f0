import type { FastifyBaseLogger } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import type { Env } from './env.ts';

// The server's one logger: Fastify takes it as its `loggerInstance`, so request logs and the logs
// of jobs, sockets and event listeners share one stream and one level (LOG_LEVEL). Typed as
// Fastify's base logger, the type its routes and plugins already know.
export type ServerLogger = FastifyBaseLogger;

// `destination`: where the lines go (standard output by default; a test reads them back).
export function createLogger(level: Env['LOG_LEVEL'], destination?: DestinationStream): ServerLogger {
  return destination ? pino({ level }, destination) : pino({ level });
}
