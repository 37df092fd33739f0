import { CatalogueError } from './CatalogueError.ts';
import type { ServerLogger } from './createLogger.ts';

// Work that runs off a request (an event listener, a socket event nobody awaits, a timer) has no
// one to answer, so its failure is logged with what it was doing and for whom. A refusal (bad
// input, a limit: a catalogue error) is the client's doing rather than the server's and is logged
// at debug, so that a visitor on the internet cannot fill the log with warnings.
export function logFailure(
  log: ServerLogger,
  error: unknown,
  context: Record<string, unknown>,
  message: string,
) {
  if (error instanceof CatalogueError) log.debug({ ...context, code: error.code }, message);
  else log.warn({ ...context, err: error }, message);
}
