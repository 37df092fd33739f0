import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../app/newId.ts';
import {
  bots,
  broadcastDispatches,
  broadcastRecipients,
  contacts,
  conversations,
  conversationTags,
  departments,
  messages,
  tags,
} from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { readOutbox } from '../../testing/readOutbox.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';
import { accountIdOf, insertConversation, userIdOf } from '../live/testing/insertConversation.ts';

// /conversations: the view rule at each level (the live chat's own SQL), the account, every filter
// and the search text of §5, the detail, delete, forward and export.
describe('conversation history (/api/conversations)', () => {
  let server: TestServer;
  const as: Record<string, ApiClient> = {};
  let accountId = '';
  let botId = '';
  let otherBotId = '';
  let tagId = '';
  let departmentId = '';
  let contactId = '';
  const ids: Record<string, string> = {};
  const db = () => server.services.database.db;
  const hour = 60 * 60 * 1000;
  const now = Date.now();

  async function addMessages(conversationId: string, texts: Array<[string, string]>) {
    let seq = 0;
    for (const [sender, text] of texts)
      await db()
        .insert(messages)
        .values({
          id: newId(),
          accountId,
          conversationId,
          seq: ++seq,
          clientMessageId: newToken(8),
          sender,
          text,
        });
  }

  beforeAll(async () => {
    server = await startTestServer();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    const otherAccountId = await accountIdOf(db(), 'Outra Empresa');
    for (const email of [
      'admin@prosa.demo',
      'gestor@prosa.demo',
      'atendente@prosa.demo',
      'junior@prosa.demo',
      'admin@outra.demo',
    ])
      as[
        email.split('@')[0] === 'admin' && email.endsWith('outra.demo')
          ? 'outra'
          : (email.split('@')[0] as string)
      ] = (await signIn(server.url, email)).client;
    const adminId = await userIdOf(db(), 'admin@prosa.demo');
    const juniorId = await userIdOf(db(), 'junior@prosa.demo');
    botId = newId();
    otherBotId = newId();
    await db()
      .insert(bots)
      .values([
        { id: botId, accountId, name: 'Histórico A', token: newToken(24) },
        { id: otherBotId, accountId, name: 'Histórico B', token: newToken(24) },
      ]);
    departmentId = newId();
    await db()
      .insert(departments)
      .values({ id: departmentId, accountId, name: `Financeiro ${departmentId.slice(-4)}` });
    tagId = newId();
    await db().insert(tags).values({ id: tagId, accountId, title: 'Boleto', color: '#ff0000' });
    contactId = newId();
    await db()
      .insert(contacts)
      .values({ id: contactId, accountId, name: 'Maria Souza', email: 'maria@example.com' });
    const at = (hoursAgo: number) => new Date(now - hoursAgo * hour);
    // botOnly: never live, with the bot; text and identifier searches find it.
    const botOnly = await insertConversation(db(), {
      accountId,
      botId,
      contactId,
      status: 'bot',
      queuedAt: null,
      customerName: 'Maria Souza',
      collected: { email: 'maria@example.com', cidade: 'São Paulo' },
      createdAt: at(2),
      lastMessageAt: at(1),
      satisfaction: 5,
      nps: 9,
      valueCents: 150_000,
      currency: 'BRL',
    });
    await addMessages(botOnly.id, [
      ['customer', 'Olá, não recebi o BOLETO de março'],
      ['bot', 'Segue a segunda via do boleto.'],
    ]);
    await db().insert(conversationTags).values({ conversationId: botOnly.id, tagId, accountId });
    // adminHeld: attended by the administrator in a department nobody else is in; finished.
    const adminHeld = await insertConversation(db(), {
      accountId,
      botId: otherBotId,
      contactId,
      channel: 'whatsapp',
      status: 'finished',
      departmentId,
      attendantId: adminId,
      attendants: [{ id: adminId, name: 'Ana Administradora' }],
      queuedAt: at(4),
      assignedAt: at(4),
      respondedAt: at(4),
      createdAt: at(5),
      lastMessageAt: at(3),
    });
    await addMessages(adminHeld.id, [
      ['customer', 'Preciso de ajuda'],
      ['attendant', 'boleto pago pelo atendente'],
    ]);
    // juniorHeld: the junior's own, connected but not answered yet.
    const juniorHeld = await insertConversation(db(), {
      accountId,
      botId,
      status: 'new',
      contactId,
      departmentId,
      attendantId: juniorId,
      attendants: [{ id: juniorId, name: 'João Júnior' }],
      queuedAt: at(6),
      assignedAt: at(6),
      createdAt: at(7),
      lastMessageAt: at(6),
    });
    // queued: waiting for a human in the department.
    const queued = await insertConversation(db(), {
      accountId,
      botId,
      status: 'queueManual',
      departmentId,
      queuedAt: at(8),
      createdAt: at(9),
      lastMessageAt: at(8),
    });
    // old: ten days ago, outside the default 7 days.
    const old = await insertConversation(db(), {
      accountId,
      botId,
      status: 'finished',
      queuedAt: null,
      createdAt: at(240),
      lastMessageAt: at(239),
    });
    await addMessages(old.id, [['customer', 'boleto antigo']]);
    // foreign: the other account's, with the same words.
    const foreignBot = newId();
    await db()
      .insert(bots)
      .values({ id: foreignBot, accountId: otherAccountId, name: 'Outro', token: newToken(24) });
    const foreign = await insertConversation(db(), {
      accountId: otherAccountId,
      botId: foreignBot,
      status: 'bot',
      createdAt: at(2),
      lastMessageAt: at(2),
    });
    await addMessages(foreign.id, [['customer', 'não recebi o boleto']]);
    Object.assign(ids, {
      botOnly: botOnly.id,
      adminHeld: adminHeld.id,
      juniorHeld: juniorHeld.id,
      queued: queued.id,
      old: old.id,
      foreign: foreign.id,
    });
  });
  afterAll(() => server?.close());

  const mine = new Set<string>();
  const listIds = async (client: ApiClient, query = '') => {
    const { status, body } = await client.get(`/api/conversations?limit=100${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return (body.items as Array<{ id: string }>)
      .map((item) => item.id)
      .filter((id) => Object.values(ids).includes(id) || mine.has(id));
  };
  const names = (found: string[]) =>
    found.map((id) => Object.entries(ids).find(([, value]) => value === id)?.[0]).sort();

  it('lists every channel, finished or not, of the last 7 days by default, newest first', async () => {
    const found = await listIds(as.admin as ApiClient);
    expect(names(found)).toEqual(['adminHeld', 'botOnly', 'juniorHeld', 'queued']);
    expect(found[0]).toBe(ids.botOnly);
    const { body } = await (as.admin as ApiClient).get(`/api/conversations?q=${ids.botOnly}`);
    expect(body.items[0]).toMatchObject({
      id: ids.botOnly,
      channel: 'webchat',
      botId,
      contactName: 'Maria Souza',
      status: 'bot',
      botName: 'Histórico A',
      finished: false,
    });
    expect(typeof body.items[0].protocol).toBe('string');
    expect(body.items[0].startedAt).toBe(new Date(now - 2 * hour).toISOString());
  });

  it('applies the live chat view rule at each level, on the list and the detail', async () => {
    // manager (13): not-live (finished too), unassigned and own; not the junior's live one in a
    // department that is not theirs
    expect(names(await listIds(as.gestor as ApiClient))).toEqual(['adminHeld', 'botOnly', 'queued']);
    // attendant with view rule "all": everything
    expect(names(await listIds(as.atendente as ApiClient))).toEqual([
      'adminHeld',
      'botOnly',
      'juniorHeld',
      'queued',
    ]);
    // junior with "bots": its own and those never attended
    expect(names(await listIds(as.junior as ApiClient))).toEqual(['botOnly', 'juniorHeld', 'queued']);
    expect((await (as.gestor as ApiClient).get(`/api/conversations/${ids.juniorHeld}`)).status).toBe(404);
    expect((await (as.gestor as ApiClient).get(`/api/conversations/${ids.adminHeld}`)).status).toBe(200);
    expect((await (as.junior as ApiClient).get(`/api/conversations/${ids.adminHeld}`)).status).toBe(404);
    expect((await (as.junior as ApiClient).get(`/api/conversations/${ids.juniorHeld}`)).status).toBe(200);
    expect((await (as.atendente as ApiClient).get(`/api/conversations/${ids.adminHeld}`)).status).toBe(200);
  });

  it('never shows another account’s conversations', async () => {
    expect(await listIds(as.outra as ApiClient, '&q=boleto')).toEqual([ids.foreign]);
    expect(await listIds(as.admin as ApiClient, `&q=${ids.foreign}`)).toEqual([]);
    const { status, body } = await (as.outra as ApiClient).get(`/api/conversations/${ids.botOnly}`);
    expect(status).toBe(404);
    expect(body.error?.code).toBe('conversations.notFound');
  });

  it('searches text without case or accents in customer messages and bot replies, with the excerpt', async () => {
    const { body } = await (as.admin as ApiClient).get('/api/conversations?q=NAO%20RECEBI%20o%20boleto');
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([ids.botOnly]);
    expect(body.items[0].excerpt).toBe('Olá, não recebi o BOLETO de março');
    // the attendant's words are not searched
    expect(names(await listIds(as.admin as ApiClient, '&q=pago'))).toEqual([]);
    expect(names(await listIds(as.admin as ApiClient, '&q=segunda%20VIA'))).toEqual(['botOnly']);
  });

  it('pages a text search across the newest week and the rest of the period, newest first', async () => {
    // Eleven matches this week (more than a page of 10: the first page is the week's) and two
    // older ones, one of them 20 days old with its message stamped a little before it (clocks).
    const word = `pergaminho${newToken(4)
      .toLowerCase()
      .replace(/[^a-z]/g, 'x')}`;
    const matches: string[] = [];
    for (const daysAgo of [0.1, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 10, 20]) {
      const at = new Date(now - daysAgo * 24 * hour);
      const conversation = await insertConversation(db(), {
        accountId,
        botId,
        status: 'bot',
        queuedAt: null,
        createdAt: at,
        lastMessageAt: at,
      });
      await db()
        .insert(messages)
        .values({
          id: newId(),
          accountId,
          conversationId: conversation.id,
          seq: 1,
          clientMessageId: newToken(8),
          sender: 'customer',
          text: `Sobre o ${word}`,
          createdAt: new Date(at.getTime() - 60_000),
        });
      matches.push(conversation.id);
    }
    const admin = as.admin as ApiClient;
    const first = await admin.get(`/api/conversations?q=${word}&period=30&limit=10`);
    expect(first.body.items.map((item: { id: string }) => item.id)).toEqual(matches.slice(0, 10));
    const second = await admin.get(
      `/api/conversations?q=${word}&period=30&limit=10&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect(second.body.items.map((item: { id: string }) => item.id)).toEqual(matches.slice(10));
    expect(second.body.nextCursor).toBeNull();
    // Fewer than a page this week: the whole period answers, the oldest included.
    const few = await admin.get(`/api/conversations?q=${word}&period=30&limit=50`);
    expect(few.body.items.map((item: { id: string }) => item.id)).toEqual(matches);
  });

  it('reads ":identifier text", a 24-hex id and a 13-digit timestamp past the period', async () => {
    expect(names(await listIds(as.admin as ApiClient, '&q=:email%20MARIA'))).toEqual(['botOnly']);
    expect(names(await listIds(as.admin as ApiClient, '&q=:cidade%20sao%20paulo'))).toEqual(['botOnly']);
    expect(names(await listIds(as.admin as ApiClient, '&q=:cidade'))).toEqual(['botOnly']);
    expect(names(await listIds(as.admin as ApiClient, '&q=:email%20joao'))).toEqual([]);
    expect(names(await listIds(as.admin as ApiClient, `&q=${ids.old}`))).toEqual(['old']);
    expect(names(await listIds(as.admin as ApiClient, `&q=${now - 239.5 * hour}`))).toEqual(['old']);
  });

  it('filters by period, channel, chatbot, live code, finished, tags, attendants, departments, satisfaction and money', async () => {
    const admin = as.admin as ApiClient;
    expect(names(await listIds(admin, '&period=30'))).toEqual([
      'adminHeld',
      'botOnly',
      'juniorHeld',
      'old',
      'queued',
    ]);
    const tenDaysAgo = new Date(now - 240 * hour);
    const day = tenDaysAgo.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    expect(names(await listIds(admin, `&from=${day}&to=${day}`))).toEqual(['old']);
    expect(names(await listIds(admin, '&channel=whatsapp'))).toEqual(['adminHeld']);
    expect(names(await listIds(admin, `&botId=${otherBotId}`))).toEqual(['adminHeld']);
    expect(names(await listIds(admin, '&live=1'))).toEqual(['queued']);
    expect(names(await listIds(admin, '&live=2'))).toEqual(['juniorHeld']);
    expect(names(await listIds(admin, '&live=3'))).toEqual(['adminHeld']);
    expect(names(await listIds(admin, '&live=4'))).toEqual(['botOnly']);
    expect(names(await listIds(admin, '&live=5'))).toEqual(['adminHeld', 'botOnly', 'juniorHeld', 'queued']);
    expect(names(await listIds(admin, '&finished=Finalizadas'))).toEqual(['adminHeld']);
    expect(names(await listIds(admin, '&finished=incomplete'))).toEqual(['botOnly', 'juniorHeld', 'queued']);
    expect(names(await listIds(admin, `&tags=${tagId}`))).toEqual(['botOnly']);
    const adminId = await userIdOf(db(), 'admin@prosa.demo');
    expect(names(await listIds(admin, `&attendants=${adminId}`))).toEqual(['adminHeld']);
    expect(names(await listIds(admin, `&departments=${departmentId}`))).toEqual([
      'adminHeld',
      'juniorHeld',
      'queued',
    ]);
    expect(names(await listIds(admin, '&satisfaction=4,5'))).toEqual(['botOnly']);
    expect(names(await listIds(admin, '&minValue=1.000,00'))).toEqual(['botOnly']);
    expect(names(await listIds(admin, '&maxValue=1.000,00'))).toEqual([]);
    expect(names(await listIds(admin, '&maxValue=2000.00'))).toEqual(['botOnly']);
  });

  it('filters by origin and by the campaign whose reply started the conversation', async () => {
    const admin = as.admin as ApiClient;
    const adminHeld = ids.adminHeld ?? '';
    await db().update(conversations).set({ origin: 'campaign' }).where(eq(conversations.id, adminHeld));
    // Two dispatches of the account: one whose recipient's reply started adminHeld, one without.
    const [answered, silent, foreign] = [newId(), newId(), newId()];
    const otherAccountId = await accountIdOf(db(), 'Outra Empresa');
    await db()
      .insert(broadcastDispatches)
      .values([
        { id: answered, accountId, name: 'Oferta', status: 'sent' },
        { id: silent, accountId, name: 'Lembrete', status: 'sent' },
        { id: foreign, accountId: otherAccountId, name: 'Alheia', status: 'sent' },
      ]);
    const recipient = (dispatchId: string, owner: string, conversationId: string | null) => ({
      id: newId(),
      dispatchId,
      accountId: owner,
      channelId: 'whatsapp-channel',
      name: 'Maria',
      phone: '5511987650001',
      state: 'delivered' as const,
      conversationId,
    });
    await db()
      .insert(broadcastRecipients)
      .values([
        recipient(answered, accountId, adminHeld),
        recipient(silent, accountId, null),
        // Another account's recipient naming this account's conversation finds nothing.
        recipient(foreign, otherAccountId, ids.botOnly ?? ''),
      ]);
    expect(names(await listIds(admin, '&origin=campaign'))).toEqual(['adminHeld']);
    expect(names(await listIds(admin, '&origin=customer'))).toEqual(['botOnly', 'juniorHeld', 'queued']);
    expect(names(await listIds(admin, `&campaign=${answered}`))).toEqual(['adminHeld']);
    expect(names(await listIds(admin, `&campaign=${silent}`))).toEqual([]);
    expect(names(await listIds(admin, `&campaign=${foreign}`))).toEqual([]);
    // The view rule still applies: the junior does not see the administrator's department.
    expect(names(await listIds(as.junior as ApiClient, `&campaign=${answered}`))).toEqual([]);
    const bad = await admin.get('/api/conversations?campaign=a%20b');
    expect([bad.status, bad.body.error.code]).toEqual([400, 'conversations.filterInvalid']);
    await db().update(conversations).set({ origin: 'customer' }).where(eq(conversations.id, adminHeld));
  });

  it('pages with a keyset cursor in each sort, and counts apart', async () => {
    const admin = as.admin as ApiClient;
    for (const sort of ['startedAt.desc', 'startedAt.asc', 'lastMessageAt.desc', 'lastMessageAt.asc']) {
      const seen: string[] = [];
      let cursor = '';
      for (let page = 0; page < 20; page++) {
        const { body } = await admin.get(
          `/api/conversations?limit=10&period=30&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...body.items.map((i: { id: string }) => i.id));
        if (!body.nextCursor) break;
        cursor = body.nextCursor;
      }
      expect(new Set(seen).size).toBe(seen.length);
      const all = (await admin.get(`/api/conversations?limit=100&period=30&sort=${sort}`)).body.items.map(
        (i: { id: string }) => i.id,
      );
      expect(seen).toEqual(all);
    }
    const { body } = await admin.get(`/api/conversations/count?departments=${departmentId}`);
    expect(body).toEqual({ total: 3, capped: false });
  });

  it('refuses bad input with catalogue errors, never a 500', async () => {
    const admin = as.admin as ApiClient;
    const cases: Array<[string, string]> = [
      ['q=a', 'conversations.searchTooShort'],
      [`q=${'x'.repeat(201)}`, 'conversations.searchTooLong'],
      ['q=:', 'conversations.identifierMissing'],
      ['period=0', 'conversations.periodInvalid'],
      ['period=abc', 'conversations.periodInvalid'],
      ['from=2026-02-30&to=2026-03-01', 'conversations.periodInvalid'],
      ['from=2026-03-02&to=2026-03-01', 'conversations.periodInvalid'],
      ['live=9', 'conversations.filterInvalid'],
      ['finished=maybe', 'conversations.filterInvalid'],
      ['tags=a%27b', 'conversations.filterInvalid'],
      ['limit=7', 'conversations.filterInvalid'],
      ['sort=name', 'conversations.filterInvalid'],
      ['minValue=abc', 'conversations.valueInvalid'],
      ['minValue=10,00&maxValue=5,00', 'conversations.valueInvalid'],
      ['cursor=bm9wZQ', 'conversations.cursorInvalid'],
    ];
    for (const [query, code] of cases) {
      const { status, body } = await admin.get(`/api/conversations?${query}`);
      expect({ query, status, code: body.error?.code }).toEqual({ query, status: 400, code });
    }
  });

  it('shows the detail: transcript, tags, rating, value, collected data and the contact’s other conversations', async () => {
    const { status, body } = await (as.admin as ApiClient).get(`/api/conversations/${ids.botOnly}`);
    expect(status).toBe(200);
    expect(body.messages.map((m: { text: string }) => m.text)).toEqual([
      'Olá, não recebi o BOLETO de março',
      'Segue a segunda via do boleto.',
    ]);
    expect(body.tags).toEqual([{ id: tagId, title: 'Boleto', color: '#ff0000' }]);
    expect(body).toMatchObject({
      satisfaction: 5,
      nps: 9,
      valueCents: 150_000,
      currency: 'BRL',
      collected: { email: 'maria@example.com' },
    });
    expect(body.contact.conversations.map((c: { id: string }) => c.id)).toEqual([
      ids.adminHeld,
      ids.juniorHeld,
    ]);
    // the manager may not see the junior's, so the contact shows only the other
    const managed = await (as.gestor as ApiClient).get(`/api/conversations/${ids.botOnly}`);
    expect(managed.body.contact.conversations.map((c: { id: string }) => c.id)).toEqual([ids.adminHeld]);
  });

  it('forwards the transcript by e-mail, which it needs', async () => {
    const admin = as.admin as ApiClient;
    expect(
      (await admin.post(`/api/conversations/${ids.botOnly}/forward`, { email: '' })).body.error?.code,
    ).toBe('conversations.emailRequired');
    expect(
      (await admin.post(`/api/conversations/${ids.botOnly}/forward`, { email: 'nope' })).body.error?.code,
    ).toBe('conversations.emailInvalid');
    const to = `encaminhar-${newToken(4).toLowerCase()}@example.com`;
    expect((await admin.post(`/api/conversations/${ids.botOnly}/forward`, { email: to })).status).toBe(200);
    const mail = await until(async () => (await readOutbox(server.url, { channel: 'email', to }))[0]);
    expect(mail.text).toContain('não recebi o BOLETO de março');
    expect(
      (await (as.gestor as ApiClient).post(`/api/conversations/${ids.juniorHeld}/forward`, { email: to }))
        .status,
    ).toBe(404);
  });

  it('exports the searched conversations as a job, formula-safe, within the view rule', async () => {
    const formula = await insertConversation(db(), {
      accountId,
      botId,
      status: 'bot',
      queuedAt: null,
      customerName: '=HYPERLINK("http://x")',
      createdAt: new Date(now - 3 * hour),
      lastMessageAt: new Date(now - 3 * hour),
    });
    mine.add(formula.id);
    const run = async (client: ApiClient) => {
      const started = await client.post('/api/conversation-exports', {
        format: 'csv',
        query: { period: '30' },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const done = await until(async () => {
        const { body } = await client.get(`/api/conversation-exports/${started.body.id}`);
        return body.status === 'done' ? body : null;
      });
      const file = await fetch(`${server.url}/api/conversation-exports/${started.body.id}/file`, {
        headers: { cookie: client.cookieHeader() },
      });
      return { done, text: await file.text() };
    };
    const { done, text } = await run(as.admin as ApiClient);
    expect(done.processedRows).toBe(done.totalRows);
    expect(text).toContain(ids.adminHeld);
    expect(text).toContain(ids.old);
    expect(text).not.toContain(ids.foreign);
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    // The record's cells the database assembles: the tags' titles; the attendants' names.
    const line = (id: string | undefined) =>
      text.split('\r\n').find((row) => row.startsWith(`"${id}"`)) ?? '';
    expect(line(ids.botOnly)).toContain('"Maria Souza"');
    expect(line(ids.botOnly)).toContain('"Boleto","5","1500.00","BRL"');
    expect(line(ids.adminHeld)).toContain('"Ana Administradora"');
    const managed = await run(as.gestor as ApiClient);
    expect(managed.text).not.toContain(ids.juniorHeld);
    expect(managed.text).toContain(ids.botOnly);
    // the junior holds no conversations.export; another member's export is not found
    expect((await (as.junior as ApiClient).post('/api/conversation-exports', { format: 'csv' })).status).toBe(
      403,
    );
    expect((await (as.outra as ApiClient).get(`/api/conversation-exports/${done.id}`)).status).toBe(404);
    expect(
      (await (as.admin as ApiClient).post('/api/conversation-exports', { format: 'pdf' })).body.error?.code,
    ).toBe('conversations.exportFormatInvalid');
  });

  it('lets administrators delete, and nobody below', async () => {
    expect((await (as.gestor as ApiClient).delete(`/api/conversations/${ids.queued}`)).status).toBe(403);
    expect((await (as.admin as ApiClient).delete(`/api/conversations/${ids.queued}`)).status).toBe(200);
    expect((await (as.admin as ApiClient).get(`/api/conversations/${ids.queued}`)).status).toBe(404);
    expect((await (as.outra as ApiClient).delete(`/api/conversations/${ids.botOnly}`)).status).toBe(404);
  });
});
