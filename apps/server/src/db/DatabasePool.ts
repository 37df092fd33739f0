import pg from 'pg';
import { isDatabaseUnavailable } from './isDatabaseUnavailable.ts';

// A query's answer is awaited this long by default (DATABASE_TIMEOUT_MS): a stalled database then
// answers a request with a 503 within 2 s instead of holding it for the whole stall.
export const defaultDatabaseTimeoutMs = 1500;

type Broken = (error: Error) => void;

// pg's pool with the limits a stalled or lost database needs, and connections that break while
// checked out are dropped at once (see `connect`).
export class DatabasePool extends pg.Pool {
  // What to do when a checked-out connection's query finds the database gone: set by `connect`.
  readonly #whenBroken = new WeakMap<pg.PoolClient, Broken>();

  constructor(connectionString: string, max: number, timeoutMs: number) {
    super({
      connectionString,
      max,
      // Opening a connection, and waiting for a free one in a full pool (pg-pool uses it for both).
      connectionTimeoutMillis: Math.round((timeoutMs * 2) / 3),
      // The client stops waiting for an answer: the only limit that holds when the network stalls.
      query_timeout: timeoutMs,
      // The server cancels a slow statement a little earlier, so a reachable but slow database
      // answers with its own error and the connection stays usable.
      statement_timeout: Math.max(timeoutMs - 250, 100),
      // A transaction whose next statement never arrives (the network stalled mid-way) stops
      // holding its locks.
      idle_in_transaction_session_timeout: Math.max(timeoutMs * 5, 10_000),
    });
    // A new connection: its promise-style queries report a lost database to its current borrower.
    this.on('connect', (client) => {
      const query = client.query;
      client.query = ((...args: Parameters<typeof query>) => {
        const result = query.apply(client, args) as unknown;
        if (result instanceof Promise)
          result.catch((error: Error) => {
            if (isDatabaseUnavailable(error)) this.#whenBroken.get(client)?.(error);
          });
        return result;
      }) as typeof query;
    });
  }

  // Drizzle checks out a connection for a transaction and gives it back in a `finally` that a
  // failed BEGIN never reaches; pg-pool listens to no error on it while it is out. So a connection
  // whose query timed out or whose socket failed goes back at once, with the error (pg-pool closes
  // it: the server rolls back, the pool opens a fresh one), and the borrower's own release becomes a
  // no-op. pg-pool's own query() uses the callback form and already releases on error.
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]): Promise<pg.PoolClient> | undefined {
    if (callback) {
      super.connect(callback);
      return;
    }
    return super.connect().then((client) => this.#guard(client));
  }

  #guard(client: pg.PoolClient): pg.PoolClient {
    const release = client.release;
    let isReleased = false;
    const releaseOnce = (error?: Error | boolean) => {
      if (isReleased) return;
      isReleased = true;
      this.#whenBroken.delete(client);
      client.off('error', releaseOnce);
      release(error);
    };
    this.#whenBroken.set(client, releaseOnce);
    client.on('error', releaseOnce);
    client.release = releaseOnce;
    return client;
  }
}
