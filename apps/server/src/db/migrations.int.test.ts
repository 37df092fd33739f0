import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/signIn.ts';
import { startTestServer } from '../testing/startTestServer.ts';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.ts';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

// Start, stop and start again on the same data, as after `npm start` on an existing folder.
describe('a restart on existing data', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ isEmpty: true });
  });
  afterAll(() => database?.drop());

  const appliedMigrations = async (server: Awaited<ReturnType<typeof startTestServer>>) =>
    (
      await server.services.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      )
    ).rows[0]?.n;

  it('migrates and seeds an empty database on the first start, then keeps its data on the second', async () => {
    const first = await startTestServer({}, { database });
    try {
      expect(first.logins?.map((login) => login.email)).toContain('admin@prosa.demo');
      expect(await appliedMigrations(first)).toBe(journal.entries.length);
      const { client } = await signIn(first.url, 'gestor@prosa.demo');
      const me = (await client.get('/api/auth/me')).body.user;
      await client.put('/api/user/profile', {
        name: 'Gustavo Renomeado',
        avatar: null,
        ddi: me.ddi,
        phone: me.phone,
        language: 'es',
      });
    } finally {
      await first.close();
    }

    const second = await startTestServer({}, { database });
    try {
      // No second seed (the demo logins are printed on the first start only), no migration again.
      expect(second.logins).toBeNull();
      expect(await appliedMigrations(second)).toBe(journal.entries.length);
      const { client } = await signIn(second.url, 'gestor@prosa.demo');
      expect((await client.get('/api/auth/me')).body.user).toMatchObject({
        name: 'Gustavo Renomeado',
        language: 'es',
      });
      const accounts = await second.services.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM accounts',
      );
      expect(accounts.rows[0]?.n).toBe(2);
    } finally {
      await second.close();
    }
  });

  it('keeps a session across the restart', async () => {
    const first = await startTestServer({}, { database });
    const { client } = await signIn(first.url, 'atendente@prosa.demo');
    await first.close();
    const second = await startTestServer({}, { database });
    try {
      const cookie = client.cookieHeader();
      const me = await fetch(`${second.url}/api/auth/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
