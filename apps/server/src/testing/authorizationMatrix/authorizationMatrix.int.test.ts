import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../app/access.ts';
import { accounts } from '../../db/schema/index.ts';
import type { ApiClient } from '../ApiClient.ts';
import { startTestServer, type TestServer } from '../startTestServer.ts';
import { accountMarkers } from './accountMarkers.ts';
import { type Caller, callers, signInCallers } from './callers.ts';
import { MatrixFixtures } from './matrixFixtures.ts';
import { matrixRows } from './matrixRows.ts';

// The routes of issue 3 (team settings): a new one under these prefixes needs its row.
const isTeamSettingsRoute = (url: string) =>
  url.startsWith('/api/settings/') || url.startsWith('/api/quick-responses') || url.startsWith('/api/team/');

describe('authorization matrix of the team settings', () => {
  let server: TestServer;
  let clients: Record<Caller, ApiClient>;
  let fixtures: MatrixFixtures;
  const accountId = async (name: string) => {
    const [row] = await server.services.database.db.select().from(accounts).where(eq(accounts.name, name));
    if (!row) throw new Error(`no account ${name}`);
    return row.id;
  };

  beforeAll(async () => {
    server = await startTestServer();
    // Room for the members the matrix creates; the user limit itself is the users tests' subject.
    await server.services.database.db
      .update(accounts)
      .set({ userLimit: 1000 })
      .where(eq(accounts.id, await accountId('Prosa Demo')));
    clients = await signInCallers(server.url);
    fixtures = new MatrixFixtures(clients.admin, clients.gestor);
    await fixtures.setUp();
  });
  afterAll(() => server?.close());

  it('has one row for each team settings route, and no row without its route', () => {
    const registered = declaredRoutes(server.app)
      .filter((route) => route.method !== 'HEAD' && isTeamSettingsRoute(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(matrixRows.map((row) => row.route).sort()).toEqual([...new Set(registered)].sort());
  });

  it('answers each level of Prosa Demo and Outra Empresa’s administrator exactly, never with the other account’s data', async () => {
    const answers: Array<{ call: string; caller: Caller; text: string }> = [];
    const wrong: string[] = [];
    for (const row of matrixRows) {
      const method = row.route.slice(0, row.route.indexOf(' '));
      for (const caller of callers) {
        const { path, body } = await row.request(fixtures);
        const answer = await clients[caller].request(
          method,
          path,
          body ?? (method === 'GET' ? undefined : {}),
        );
        const call = `${row.route} as ${caller}`;
        answers.push({ call, caller, text: JSON.stringify(answer.body) });
        if (answer.status !== row.expected[caller])
          wrong.push(
            `${call}: ${answer.status} ${answer.body?.error?.code ?? ''} (expected ${row.expected[caller]})`,
          );
      }
    }
    console.log(
      `authorization matrix: ${matrixRows.length} routes × 6 levels of Prosa Demo + 1 administrator of Outra Empresa = ${answers.length} calls, ${answers.length - wrong.length} as expected`,
    );
    expect(wrong).toEqual([]);

    const demoOnly = await accountMarkers(server.services.database.db, await accountId('Prosa Demo'));
    const otherOnly = await accountMarkers(server.services.database.db, await accountId('Outra Empresa'));
    const leaks = answers.flatMap(({ call, caller, text }) =>
      (caller === 'outra' ? demoOnly : otherOnly)
        .filter((marker) => text.includes(marker))
        .map((marker) => `${call} shows ${marker}`),
    );
    expect(leaks).toEqual([]);
    // The markers are real: Outra Empresa's own answers do name its data.
    expect(
      answers.some(({ caller, text }) => caller === 'outra' && otherOnly.some((m) => text.includes(m))),
    ).toBe(true);
  });
});
