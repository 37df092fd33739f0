import { permissionAreaModules, permissionAreaOf } from '@prosa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../app/access.ts';
import { accounts } from '../../db/schema/index.ts';
import { sealSecrets } from '../../modules/channels/secrets/sealSecrets.ts';
import { startFakeSpreadsheets } from '../../modules/lists/testing/startFakeSpreadsheets.ts';
import type { ApiClient } from '../ApiClient.ts';
import { startTestServer, type TestServer } from '../startTestServer.ts';
import { accountMarkers } from './accountMarkers.ts';
import { BroadcastMatrixFixtures } from './broadcastMatrixFixtures.ts';
import { type Caller, callers, demoLevels, signInCallers } from './callers.ts';
import { ChannelMatrixFixtures } from './channelsMatrixFixtures.ts';
import { ContactIdentitiesMatrixFixtures } from './contactIdentitiesMatrixFixtures.ts';
import { ContactMatrixFixtures } from './contactsMatrixFixtures.ts';
import { FlowMatrixFixtures } from './flowMatrixFixtures.ts';
import { IntegrationMatrixFixtures } from './integrationsMatrixFixtures.ts';
import { KnowledgeMatrixFixtures } from './knowledgeMatrixFixtures.ts';
import { ListMatrixFixtures } from './listsMatrixFixtures.ts';
import { LiveMatrixFixtures } from './liveMatrixFixtures.ts';
import { MatrixFixtures } from './matrixFixtures.ts';
import { type MatrixRow, matrixRows } from './matrixRows.ts';
import { SendingDomainMatrixFixtures } from './sendingDomainsMatrixFixtures.ts';

// The routes of issues 3, 4 and 5 (team settings, live chat, knowledge, flows and number status): a
// new one under these prefixes needs its row.
const isCoveredRoute = (url: string) =>
  url.startsWith('/api/settings/') ||
  url.startsWith('/api/quick-responses') ||
  url.startsWith('/api/team/') ||
  url.startsWith('/api/bots') ||
  url.startsWith('/api/live') ||
  url.startsWith('/api/knowledge') ||
  url.startsWith('/api/contacts') ||
  url.startsWith('/api/contact-imports') ||
  url.startsWith('/api/leads') ||
  url.startsWith('/api/crm/') ||
  url.startsWith('/api/channels') ||
  url.startsWith('/api/analytics') ||
  url.startsWith('/api/broadcast') ||
  url.startsWith('/api/conversations/:id/integrations');

describe('authorization matrix of the team settings, live chat and knowledge', () => {
  let server: TestServer;
  let clients: Record<Caller, ApiClient>;
  let fixtures: MatrixFixtures;
  let sheets: Awaited<ReturnType<typeof startFakeSpreadsheets>>;
  const accountId = async (name: string) => {
    const [row] = await server.services.database.db.select().from(accounts).where(eq(accounts.name, name));
    if (!row) throw new Error(`no account ${name}`);
    return row.id;
  };

  beforeAll(async () => {
    sheets = await startFakeSpreadsheets();
    server = await startTestServer({ SPREADSHEET_CSV_URL: sheets.urlTemplate });
    // Room for the members the matrix creates; the user limit itself is the users tests' subject.
    await server.services.database.db
      .update(accounts)
      .set({ userLimit: 1000 })
      .where(eq(accounts.id, await accountId('Prosa Demo')));
    clients = await signInCallers(server.url);
    fixtures = new MatrixFixtures(clients.admin, clients.gestor);
    await fixtures.setUp();
    fixtures.live = await LiveMatrixFixtures.create(server.services.database.db);
    fixtures.knowledge = await KnowledgeMatrixFixtures.create(server.services.database.db);
    fixtures.flows = await FlowMatrixFixtures.create(server.services.database.db);
    fixtures.contacts = await ContactMatrixFixtures.create(server.services.database.db);
    fixtures.identities = await ContactIdentitiesMatrixFixtures.create(server.services.database.db);
    const sealed = sealSecrets(server.services.secretKey, {
      accessToken: 't',
      appSecret: 's',
      verifyToken: 'v',
    });
    fixtures.channels = await ChannelMatrixFixtures.create(server.services.database.db, sealed);
    fixtures.domains = await SendingDomainMatrixFixtures.create(server.services.database.db);
    fixtures.lists = await ListMatrixFixtures.create(server.services.database.db);
    fixtures.broadcast = await BroadcastMatrixFixtures.create(
      server.services.database.db,
      fixtures.channels.channelId,
      sealed,
    );
    fixtures.integrations = await IntegrationMatrixFixtures.create(server.services.database.db, sealed);
  });
  afterAll(async () => {
    await server?.close();
    await sheets?.close();
  });

  it('has one row for each team settings and live chat route, and no row without its route', () => {
    const registered = declaredRoutes(server.app)
      .filter((route) => route.method !== 'HEAD' && isCoveredRoute(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(matrixRows.map((row) => row.route).sort()).toEqual([...new Set(registered)].sort());
  });

  it('answers each level of Prosa Demo and Outra Empresa’s administrator exactly, never with the other account’s data', async () => {
    const answers: Array<{ call: string; caller: Caller; text: string; sent: string }> = [];
    const wrong: string[] = [];
    for (const row of matrixRows) {
      const method = row.route.slice(0, row.route.indexOf(' '));
      for (const caller of callers) {
        const { path, body, headers } = await row.request(fixtures);
        const answer = await clients[caller].request(
          method,
          path,
          body ?? (method === 'GET' ? undefined : {}),
          headers,
        );
        const call = `${row.route} as ${caller}`;
        answers.push({
          call,
          caller,
          text: JSON.stringify(answer.body),
          sent: JSON.stringify({ path, body }),
        });
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
    // An id the caller sent itself may come back (a bulk transfer names each refused room); any
    // other id of the other account is a leak.
    const leaks = answers.flatMap(({ call, caller, text, sent }) =>
      (caller === 'outra' ? demoOnly : otherOnly)
        .filter((marker) => text.includes(marker) && !sent.includes(marker))
        .map((marker) => `${call} shows ${marker}`),
    );
    expect(leaks).toEqual([]);
    // The markers are real: Outra Empresa's own answers do name its data.
    expect(
      answers.some(({ caller, text }) => caller === 'outra' && otherOnly.some((m) => text.includes(m))),
    ).toBe(true);
    // Some 360 calls, one after another: longer than one test's default on a busy machine.
  }, 240_000);

  // The rows' permission, closed two ways: the account's module switched off, and the key revoked
  // from the level in the permission document. Each row is called by the weakest caller its guard
  // lets in (any answer but 403), whose access rests on the key: a route for master level by the
  // master, one for managers by the manager.
  const guarded = () =>
    matrixRows.filter((row): row is MatrixRow & Required<Pick<MatrixRow, 'permission'>> =>
      Boolean(row.permission),
    );
  const weakestAllowed = (row: MatrixRow) => {
    const allowed = (Object.keys(demoLevels) as Array<keyof typeof demoLevels>).filter(
      (caller) => row.expected[caller] !== 403,
    );
    const weakest = allowed.sort((a, b) => demoLevels[b] - demoLevels[a])[0];
    if (!weakest) throw new Error(`${row.route} lets nobody in`);
    return weakest;
  };
  const callRow = async (caller: Caller, row: MatrixRow) => {
    const { path, body, headers } = await row.request(fixtures);
    const method = row.route.slice(0, row.route.indexOf(' '));
    const answer = await clients[caller].request(
      method,
      path,
      body ?? (method === 'GET' ? undefined : {}),
      headers,
    );
    return `${row.route}: ${answer.status} ${answer.body?.error?.code ?? ''}`;
  };

  it('closes every guarded route when the account turns the module off', async () => {
    const id = await accountId('Prosa Demo');
    const [account] = await server.services.database.db.select().from(accounts).where(eq(accounts.id, id));
    const modules = account?.modules ?? [];
    const off = guarded().map((row) => permissionAreaModules[permissionAreaOf(row.permission)]);
    await server.services.database.db
      .update(accounts)
      .set({ modules: modules.filter((m) => !off.some((module) => module === m)) })
      .where(eq(accounts.id, id));
    try {
      const answers = [];
      for (const row of guarded()) answers.push(await callRow(weakestAllowed(row), row));
      expect(answers).toEqual(guarded().map((row) => `${row.route}: 403 accessControl.moduleDisabled`));
    } finally {
      await server.services.database.db.update(accounts).set({ modules }).where(eq(accounts.id, id));
    }
  });

  // The provider's staff (10, 11) always hold the defaults, so their routes are not in this one.
  it('closes every guarded route to a level whose permission document revokes its key', async () => {
    const revocable = guarded().filter((row) => demoLevels[weakestAllowed(row)] >= demoLevels.admin);
    const answers = [];
    for (const row of revocable) {
      const caller = weakestAllowed(row);
      const document = `/api/settings/access/control/${demoLevels[caller]}`;
      const revoked = await clients.master.put(document, { permissions: { [row.permission]: false } });
      expect(revoked.status).toBe(200);
      answers.push(await callRow(caller, row));
      await clients.master.put(document, { permissions: {} });
    }
    expect(answers).toEqual(revocable.map((row) => `${row.route}: 403 accessControl.permissionDenied`));
  });
});
