import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FlowDocumentInput, LiveMessage } from '@prosa/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import {
  accounts,
  bots,
  consumption,
  conversations,
  creditCharges,
  creditLots,
  departments,
  messages,
} from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { createTestDatabase } from '../../testing/testDatabase.ts';
import { testVisitor } from '../../testing/testVisitor.ts';
import { until } from '../../testing/until.ts';
import { addCreditLot, chargeCredits } from '../credits/index.ts';
import { setCredits } from '../credits/testing/setCredits.ts';
import { currentMonth } from '../dashboard/getDashboard.ts';

const sockets: Socket[] = [];

async function newBot(db: Db) {
  const [account] = await db.select().from(accounts).where(eq(accounts.name, 'Prosa Demo'));
  const accountId = account?.id ?? '';
  const botId = newId();
  const token = newToken(24);
  await db.insert(bots).values({ id: botId, accountId, token, name: 'Fluxo Bot' });
  const departmentId = newId();
  // A department with a queue takes conversations even with nobody online.
  await db
    .insert(departments)
    .values({ id: departmentId, accountId, name: `Fluxo ${departmentId}`, queue: true });
  return { accountId, botId, token, departmentId };
}

const walkFlow = (departmentId: string): FlowDocumentInput => ({
  description: 'Atendimento',
  lines: [
    { line: 1, type: 'message', content: { kind: 'text', text: 'Olá! Sou o robô.' }, appearanceMs: 0 },
    {
      line: 2,
      type: 'buttons',
      text: 'Sobre o que quer falar?',
      buttons: [
        { key: 'sup', value: 'Suporte', jump: 3 },
        { key: 'ven', value: 'Vendas', jump: 3 },
      ],
      // Shown after a delay: delivered by a job.
      appearanceMs: 400,
    },
    {
      line: 3,
      type: 'question',
      text: 'Qual é o seu e-mail?',
      validation: 'email',
      responseField: 'email',
      appearanceMs: 0,
    },
    { line: 4, type: 'handoff', departmentId, text: 'Vou passar para um atendente.', appearanceMs: 0 },
  ],
});

const visitor = (server: TestServer, token: string, visitorId?: string) =>
  testVisitor(server.url, token, sockets, visitorId);

async function botTexts(db: Db, botId: string, visitorId: string) {
  const rows = await db
    .select({ text: messages.text, sender: messages.sender })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(conversations.botId, botId), eq(conversations.visitorId, visitorId)))
    .orderBy(asc(messages.createdAt), asc(messages.seq));
  return rows.filter((row) => row.sender === 'bot').map((row) => row.text);
}
const waitForBot = (db: Db, botId: string, visitorId: string, count: number) =>
  until(async () => {
    const texts = await botTexts(db, botId, visitorId);
    return texts.length >= count && texts;
  });

describe('flows: versions and the editors’ API', () => {
  let server: TestServer;
  let admin: ApiClient;
  let master: ApiClient;
  let outra: ApiClient;
  let botId: string;
  let departmentId: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({ botId, departmentId } = await newBot(server.services.database.db));
    admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    master = (await signIn(server.url, 'master@prosa.demo', { accountName: 'Prosa Demo' })).client;
    outra = (await signIn(server.url, 'admin@outra.demo')).client;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  it('refuses a save with every error pointing at its line', async () => {
    const answer = await admin.put(`/api/bots/${botId}/flow`, {
      description: '',
      lines: [
        {
          line: 2,
          type: 'buttons',
          text: 'Escolha',
          buttons: [
            { key: 'a', value: 'Sim' },
            { key: 'b', value: 'sim' },
          ],
        },
        { line: 3, type: 'jump', jump: 3 },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('flows.saveInvalid');
    expect(answer.body.error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: null, code: 'flows.descriptionRequired' }),
        expect.objectContaining({ line: 2, code: 'flows.buttonNamesDuplicate' }),
        expect.objectContaining({
          line: 3,
          code: 'flows.jumpToOwnLine',
          message: expect.stringContaining('3'),
        }),
      ]),
    );
    const malformed = await admin.put(`/api/bots/${botId}/flow`, { lines: [{ line: 7, type: 'nope' }] });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details).toEqual([
      expect.objectContaining({ line: 7, code: 'generic.invalidInput' }),
    ]);
    expect((await admin.get(`/api/bots/${botId}/flow`)).body).toMatchObject({ draft: null, published: null });
  });

  it('publishes an immutable version, reads it back and restores it into the draft', async () => {
    const first = walkFlow(departmentId);
    expect((await admin.put(`/api/bots/${botId}/flow`, first)).status).toBe(200);
    expect((await admin.post(`/api/bots/${botId}/flow/publish`)).body).toEqual({ version: 1 });
    expect((await admin.put(`/api/bots/${botId}/flow`, { ...first, description: 'Segunda' })).status).toBe(
      200,
    );
    expect((await admin.post(`/api/bots/${botId}/flow/publish`)).body).toEqual({ version: 2 });

    const flow = (await master.get(`/api/bots/${botId}/flow`)).body;
    expect(flow).toMatchObject({ botId, draft: { description: 'Segunda' }, published: { version: 2 } });
    expect(flow.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(flow.published.publishedBy.name).not.toBe('');
    const one = await master.get(`/api/bots/${botId}/flow/versions/1`);
    expect(one.body).toMatchObject({ version: 1, document: { description: 'Atendimento' } });

    const restored = await master.post(`/api/bots/${botId}/flow/versions/1/restore`);
    expect(restored.status).toBe(200);
    const after = (await admin.get(`/api/bots/${botId}/flow`)).body;
    expect(after).toMatchObject({ draft: { description: 'Atendimento' }, published: { version: 2 } });
    expect((await master.get(`/api/bots/${botId}/flow/versions/2`)).body.document.description).toBe(
      'Segunda',
    );
    expect((await master.get(`/api/bots/${botId}/flow/versions/9`)).body.error.code).toBe(
      'flows.versionNotFound',
    );
  });

  // Spec §6: versions are master level; the catalogue's `flow.edit` guards every write, and
  // publishing stays the administrators'.
  it('checks flow.edit on every write, keeps publishing to administrators and versions to master level', async () => {
    const document = walkFlow(departmentId);
    const manager = (await signIn(server.url, 'gestor@prosa.demo')).client;
    // Master level edits the administrators' document too.
    const setLevel = (level: number, permissions: Record<string, boolean>) =>
      master.put(`/api/settings/access/control/${level}`, { permissions });
    const answer = async (call: Promise<{ status: number; body: { error?: { code: string } } }>) => {
      const { status, body } = await call;
      return `${status} ${body.error?.code ?? ''}`.trim();
    };

    // By default a manager may read the flow but not change it.
    expect(await answer(manager.put(`/api/bots/${botId}/flow`, document))).toBe(
      '403 accessControl.permissionDenied',
    );
    expect((await setLevel(13, { 'flow.edit': true })).status).toBe(200);
    try {
      expect(await answer(manager.put(`/api/bots/${botId}/flow`, document))).toBe('200');
      expect(await answer(manager.post(`/api/bots/${botId}/flow/publish`))).toBe('403 generic.forbidden');
    } finally {
      await setLevel(13, {});
    }

    // An administrator whose level lost flow.edit may save nothing, nor publish.
    expect((await setLevel(12, { 'flow.edit': false })).status).toBe(200);
    try {
      expect(await answer(admin.put(`/api/bots/${botId}/flow`, document))).toBe(
        '403 accessControl.permissionDenied',
      );
      expect(await answer(admin.post(`/api/bots/${botId}/flow/publish`))).toBe(
        '403 accessControl.permissionDenied',
      );
    } finally {
      await setLevel(12, {});
    }

    // Versions: neither an administrator nor a manager may look at one or restore it, nor list them.
    for (const caller of [admin, manager]) {
      expect(await answer(caller.get(`/api/bots/${botId}/flow/versions/1`))).toBe('403 generic.forbidden');
      expect(await answer(caller.post(`/api/bots/${botId}/flow/versions/1/restore`))).toBe(
        '403 generic.forbidden',
      );
      expect((await caller.get(`/api/bots/${botId}/flow`)).body.versions).toEqual([]);
    }
    expect((await master.get(`/api/bots/${botId}/flow`)).body.versions.length).toBeGreaterThan(0);
  });

  it('lets only master level change external code', async () => {
    const withCode = {
      description: 'Código',
      lines: [{ line: 1, type: 'code', externalCode: { webchat: 'return { ok: 1 };' } }],
    };
    const refused = await admin.put(`/api/bots/${botId}/flow`, withCode);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('flows.externalCodeMasterOnly');
    expect((await master.put(`/api/bots/${botId}/flow`, withCode)).status).toBe(200);
    // The rest of the flow stays the administrators'.
    expect((await admin.put(`/api/bots/${botId}/flow`, { ...withCode, description: 'Outro' })).status).toBe(
      200,
    );
    expect((await admin.post(`/api/bots/${botId}/flow/versions/1/restore`)).status).toBe(403);
  });

  it('keeps each account’s flows to itself', async () => {
    const calls = [
      await outra.get(`/api/bots/${botId}/flow`),
      await outra.put(`/api/bots/${botId}/flow`, walkFlow(departmentId)),
      await outra.post(`/api/bots/${botId}/flow/publish`),
    ];
    expect(calls.map((call) => `${call.status} ${call.body.error?.code}`)).toEqual(
      Array(3).fill('404 live.botNotFound'),
    );
  });
});

describe('flows: the runtime on the webchat', () => {
  let server: TestServer;
  let admin: ApiClient;
  let local: Server;
  let localHits = 0;

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    local = createServer((_request, response) => {
      localHits += 1;
      response.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    local?.close();
    await server?.close();
  });

  const publish = async (botId: string, document: FlowDocumentInput) => {
    expect((await admin.put(`/api/bots/${botId}/flow`, document)).status).toBe(200);
    expect((await admin.post(`/api/bots/${botId}/flow/publish`)).status).toBe(200);
  };

  it('walks buttons and a validated question, then hands off to the department’s queue', async () => {
    const db = server.services.database.db;
    const { botId, token, departmentId } = await newBot(db);
    await publish(botId, walkFlow(departmentId));
    const { send, visitorId } = await visitor(server, token);

    await send('oi');
    expect(await waitForBot(db, botId, visitorId, 2)).toEqual([
      'Olá! Sou o robô.',
      'Sobre o que quer falar?\n1. Suporte\n2. Vendas',
    ]);
    await send('suporte');
    await waitForBot(db, botId, visitorId, 3);
    await send('não é e-mail');
    const invalid = await waitForBot(db, botId, visitorId, 5);
    expect(invalid.slice(2)).toEqual(['Qual é o seu e-mail?', expect.any(String), 'Qual é o seu e-mail?']);
    await send('Ana@Example.com');
    await waitForBot(db, botId, visitorId, 6);

    const conversation = await until(async () => {
      const [row] = await db.select().from(conversations).where(eq(conversations.visitorId, visitorId));
      return row?.status.startsWith('queue') && row;
    });
    expect(conversation).toMatchObject({ departmentId, collected: { email: 'ana@example.com' } });
    expect(await botTexts(db, botId, visitorId)).toContain('Vou passar para um atendente.');
  });

  it('stores buttons, a dropdown and a slider as the balloons’ choices, which a reconnecting widget syncs', async () => {
    const db = server.services.database.db;
    const { botId, token } = await newBot(db);
    await publish(botId, {
      description: 'Escolhas',
      lines: [
        {
          line: 1,
          type: 'buttons',
          text: 'Sobre o que quer falar?',
          buttons: [
            { key: 'sup', value: 'Suporte' },
            { key: 'ven', value: 'Vendas' },
          ],
          appearanceMs: 0,
        },
        {
          line: 2,
          type: 'slider',
          text: 'Que nota dá ao site?',
          slider: { label: 'Nota', min: 0, max: 10, initial: 5, step: 1 },
          // Delivered by a job: the choices travel in it.
          appearanceMs: 300,
        },
        {
          line: 3,
          type: 'buttons',
          text: 'Qual produto?',
          buttons: ['Agenda', 'Caderno', 'Estojo', 'Lápis'].map((value) => ({ key: value, value })),
          buttonLimit: 3,
          appearanceMs: 0,
        },
        { line: 4, type: 'end', text: 'Obrigado!', appearanceMs: 0 },
      ],
    });
    const { send, visitorId } = await visitor(server, token);
    await send('oi');
    await waitForBot(db, botId, visitorId, 1);
    await send('Suporte');
    await waitForBot(db, botId, visitorId, 2);
    await send('7');
    await waitForBot(db, botId, visitorId, 3);

    const again = await visitor(server, token, visitorId);
    const synced = await again.socket.timeout(5000).emitWithAck('sync', { afterSeq: 0 });
    expect(synced.ok).toBe(true);
    const items = synced.data.items as LiveMessage[];
    expect(items.map((message) => [message.sender, message.text, message.choices])).toEqual([
      ['customer', 'oi', null],
      [
        'bot',
        'Sobre o que quer falar?\n1. Suporte\n2. Vendas',
        {
          kind: 'buttons',
          presentation: 'buttons',
          options: [
            { key: 'sup', value: 'Suporte' },
            { key: 'ven', value: 'Vendas' },
          ],
        },
      ],
      ['customer', 'Suporte', null],
      [
        'bot',
        'Que nota dá ao site?\nNota (0–10)',
        { kind: 'slider', label: 'Nota', min: 0, max: 10, initial: 5, step: 1 },
      ],
      ['customer', '7', null],
      [
        'bot',
        expect.stringMatching(/^Qual produto\?\n1\. Agenda/),
        {
          kind: 'buttons',
          presentation: 'dropdown',
          options: ['Agenda', 'Caderno', 'Estojo', 'Lápis'].map((value) => ({ key: value, value })),
        },
      ],
    ]);
  });

  it('refuses an HTTP line to a local address with the SSRF guard and takes the error jump', async () => {
    const db = server.services.database.db;
    const { botId, token } = await newBot(db);
    const { port } = local.address() as AddressInfo;
    await publish(botId, {
      description: 'Integração',
      lines: [
        { line: 1, type: 'http', http: { url: `http://127.0.0.1:${port}/` }, errorJump: 3, appearanceMs: 0 },
        { line: 2, type: 'message', content: { kind: 'text', text: 'Deu certo.' }, jump: 4, appearanceMs: 0 },
        {
          line: 3,
          type: 'message',
          content: { kind: 'text', text: 'A integração falhou.' },
          appearanceMs: 0,
        },
        { line: 4, type: 'end' },
      ],
    });
    const { send, visitorId } = await visitor(server, token);
    await send('oi');
    expect(await waitForBot(db, botId, visitorId, 1)).toEqual(['A integração falhou.']);
    expect(localHits).toBe(0);
  });

  it('blocks a number that loops the flow, and stays silent until someone unblocks it', async () => {
    const db = server.services.database.db;
    const { botId, token } = await newBot(db);
    await publish(botId, {
      description: 'Laço',
      lines: [
        { line: 1, type: 'message', content: { kind: 'text', text: 'De novo.' }, appearanceMs: 0 },
        { line: 2, type: 'jump', jump: 1, appearanceMs: 0 },
      ],
    });
    const { send, visitorId } = await visitor(server, token);
    await send('oi');
    const conversation = await until(async () => {
      const [row] = await db.select().from(conversations).where(eq(conversations.visitorId, visitorId));
      return row?.contactId ? row : null;
    });
    const statusPath = `/api/contacts/${conversation.contactId}/number-status`;
    const blocked = await until(async () => {
      const answer = await admin.get(statusPath);
      return answer.body.statuses?.[0]?.status === 'blocked' && answer.body;
    });
    expect(blocked.statuses).toEqual([
      expect.objectContaining({ channel: 'webchat', blockReason: expect.any(String) }),
    ]);
    // The call that trips the block sends nothing.
    expect(await botTexts(db, botId, visitorId)).toEqual([]);

    await publish(botId, {
      description: 'Sem laço',
      lines: [{ line: 1, type: 'message', content: { kind: 'text', text: 'Olá de novo.' }, appearanceMs: 0 }],
    });
    await send('ainda aí?');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await botTexts(db, botId, visitorId)).toEqual([]);
    const unblocked = await admin.post(`${statusPath}/webchat/unblock`);
    expect(unblocked.body.statuses).toEqual([expect.objectContaining({ status: 'no_conversation' })]);
    await send('e agora?');
    expect(await waitForBot(db, botId, visitorId, 1)).toEqual(['Olá de novo.']);

    expect((await admin.post(`${statusPath}/webchat/block`)).body.statuses[0].status).toBe('blocked');
    await send('bloqueado?');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await botTexts(db, botId, visitorId)).toHaveLength(1);
    const outra = (await signIn(server.url, 'admin@outra.demo')).client;
    expect((await outra.get(statusPath)).body.error.code).toBe('flows.contactNotFound');
  });

  it('answers at most 10 messages an hour while the franchise is exceeded, until credits are bought', async () => {
    const db = server.services.database.db;
    const { botId, token, accountId } = await newBot(db);
    await publish(botId, {
      description: 'Eco',
      lines: [{ line: 1, type: 'end', text: 'Resposta.', appearanceMs: 0 }],
    });
    const [before] = await db.select().from(accounts).where(eq(accounts.id, accountId));
    const lotsBefore = await db.select().from(creditLots).where(eq(creditLots.accountId, accountId));
    const now = server.services.clock.now();
    const month = currentMonth(now);
    // The franchise used up by real charges (e-mails count against it) and no credits left.
    await db
      .update(accounts)
      .set({ franchises: { webchat: 5 } })
      .where(eq(accounts.id, accountId));
    await setCredits(db, accountId, 0);
    const key = `flows-limited-${newId()}`;
    await db.transaction((tx) =>
      chargeCredits(tx, { accountId, kind: 'email', units: 6, idempotencyKey: key, at: now }),
    );
    try {
      const { send, visitorId } = await visitor(server, token);
      for (let index = 1; index <= 10; index++) {
        await send(`mensagem ${index}`);
        await waitForBot(db, botId, visitorId, index);
      }
      await send('mensagem 11');
      await send('mensagem 12');
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await botTexts(db, botId, visitorId)).toHaveLength(10);

      // Credits bought: the bot answers again.
      await addCreditLot(db, accountId, 1, now);
      await send('mensagem 13');
      expect(await waitForBot(db, botId, visitorId, 11)).toHaveLength(11);
    } finally {
      await db
        .update(accounts)
        .set({ franchises: before?.franchises ?? {} })
        .where(eq(accounts.id, accountId));
      await db.delete(creditLots).where(eq(creditLots.accountId, accountId));
      if (lotsBefore.length > 0) await db.insert(creditLots).values(lotsBefore);
      await db.delete(creditCharges).where(eq(creditCharges.idempotencyKey, key));
      await db
        .delete(consumption)
        .where(and(eq(consumption.accountId, accountId), eq(consumption.month, month)));
    }
  });

  it('keeps the Prosa Bot without a flow greeting and handing off as before', async () => {
    const db = server.services.database.db;
    const [account] = await db.select().from(accounts).where(eq(accounts.name, 'Prosa Demo'));
    const [prosa] = await db
      .select()
      .from(bots)
      .where(and(eq(bots.accountId, account?.id ?? ''), eq(bots.name, 'Prosa Bot')));
    const { send, visitorId } = await visitor(server, prosa?.token ?? '');
    await send('oi');
    await until(async () => {
      const [row] = await db.select().from(conversations).where(eq(conversations.visitorId, visitorId));
      return row && row.status !== 'bot';
    });
  });
});

describe('flows: the cursor across a restart', () => {
  it('answers after a restart from where the flow stopped', async () => {
    const database = await createTestDatabase();
    let server = await startTestServer({}, { database });
    try {
      const db0 = server.services.database.db;
      const { botId, token, departmentId } = await newBot(db0);
      const admin = (await signIn(server.url, 'admin@prosa.demo')).client;
      expect((await admin.put(`/api/bots/${botId}/flow`, walkFlow(departmentId))).status).toBe(200);
      expect((await admin.post(`/api/bots/${botId}/flow/publish`)).status).toBe(200);
      const first = await visitor(server, token);
      await first.send('oi');
      await waitForBot(db0, botId, first.visitorId, 2);
      first.socket.close();
      await server.close();

      server = await startTestServer({}, { database });
      const again = await visitor(server, token, first.visitorId);
      await again.send('2');
      const texts = await waitForBot(server.services.database.db, botId, first.visitorId, 3);
      expect(texts[2]).toBe('Qual é o seu e-mail?');
    } finally {
      for (const socket of sockets) socket.close();
      await server.close();
      await database.drop();
    }
  }, 60_000);
});
