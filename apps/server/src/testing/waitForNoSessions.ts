import type pg from 'pg';

// Closed pools may still be saying goodbye: a rename, a copy or a forced drop at once would fail
// or kill those connections mid-close (their clients report it as an unhandled error).
export async function waitForNoSessions(client: pg.Client, database: string) {
  for (let waited = 0; waited < 5000; waited += 50) {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
