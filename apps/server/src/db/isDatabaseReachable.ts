import type { Database } from './database.ts';

// Whether the database answers a trivial statement within `timeoutMs`: /api/health asks this, and
// must answer by itself even when the statement would wait for the pool's own (longer) limits.
export async function isDatabaseReachable(database: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = database.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
