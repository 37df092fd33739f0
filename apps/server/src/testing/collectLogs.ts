import { createLogger } from '../app/createLogger.ts';
import type { Env } from '../app/env.ts';

// One line of the server's log, as pino writes it (levels: 20 debug, 30 info, 40 warn, 50 error).
export interface LogEntry {
  level: number;
  msg: string;
  err?: { message: string; type: string };
  [key: string]: unknown;
}

// The server's logger writing to a list the test reads back: pino writes each line synchronously
// to a destination with a `write` method.
export function collectLogs(level: Env['LOG_LEVEL'] = 'debug') {
  const entries: LogEntry[] = [];
  const log = createLogger(level, { write: (line: string) => void entries.push(JSON.parse(line)) });
  return { log, entries };
}
