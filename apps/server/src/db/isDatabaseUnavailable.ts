// What pg, pg-pool and PostgreSQL say when the database did not answer (a stall, a reset, a restart,
// a statement over its time), as opposed to a bad statement or a constraint: the request was fine,
// the database was not there. Drizzle (DrizzleQueryError) and failAs keep the original as `cause`.
const unavailableMessages = [
  'Query read timeout', // pg's query_timeout: no answer on a connection (the network stalls)
  'timeout exceeded when trying to connect', // pg-pool: no free connection in time
  'Connection terminated due to connection timeout', // pg: a new connection did not open in time
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable', // a broken connection we closed (DatabasePool)
];

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && unavailableMessages.some((text) => message.startsWith(text)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
