import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../app/newId.ts';
import { accounts, bots, contacts, leads } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { accountIdOf, insertConversation } from '../live/testing/insertConversation.ts';

describe('the account’s leads (/people)', () => {
  let server: TestServer;
  let admin: ApiClient;
  let junior: ApiClient;
  let other: ApiClient;
  let accountId: string;
  let otherAccountId: string;
  const botIds: string[] = [];
  const leadIds: string[] = [];
  let detailLeadId = '';
  let contactId = '';
  let foreignLeadId = '';
  const db = () => server.services.database.db;

  async function insertBot(account: string, name: string) {
    const id = newId();
    await db()
      .insert(bots)
      .values({ id, accountId: account, name, token: newToken(24) });
    return id;
  }

  beforeAll(async () => {
    server = await startTestServer();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    otherAccountId = await accountIdOf(db(), 'Outra Empresa');
    admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    junior = (await signIn(server.url, 'junior@prosa.demo')).client;
    other = (await signIn(server.url, 'admin@outra.demo')).client;
    botIds.push(await insertBot(accountId, 'Captação A'), await insertBot(accountId, 'Captação B'));
    contactId = newId();
    await db().insert(contacts).values({ id: contactId, accountId, name: 'Joana Prado' });
    // 55 leads a second apart, the last three sharing one instant (the id breaks the tie); every
    // fifth one of the second bot.
    const base = Date.UTC(2026, 0, 10, 12);
    for (let i = 0; i < 55; i++) {
      const botId = botIds[i % 5 === 0 ? 1 : 0] as string;
      const room = await insertConversation(db(), {
        accountId,
        botId,
        contactId: i === 54 ? contactId : null,
        status: 'bot',
        collected: i === 54 ? { name: 'Joana Prado', city: 'Natal' } : {},
      });
      const id = newId();
      leadIds.push(id);
      await db()
        .insert(leads)
        .values({
          id,
          accountId,
          botId,
          conversationId: room.id,
          contactId: i === 54 ? contactId : null,
          line: 1,
          name: i === 54 ? 'Joana Prado' : `Lead ${i}`,
          email: `lead${i}@example.com`,
          phone: i === 54 ? '+55 (84) 99876-5432' : null,
          createdAt: new Date(base + Math.min(i, 52) * 1000),
        });
      if (i === 54) detailLeadId = id;
    }
    const foreignBot = await insertBot(otherAccountId, 'Bot da Outra');
    const foreignRoom = await insertConversation(db(), {
      accountId: otherAccountId,
      botId: foreignBot,
      status: 'bot',
    });
    foreignLeadId = newId();
    await db().insert(leads).values({
      id: foreignLeadId,
      accountId: otherAccountId,
      botId: foreignBot,
      conversationId: foreignRoom.id,
      line: 1,
      name: 'Lead da Outra',
      email: 'outra@example.com',
    });
  });
  afterAll(() => server?.close());

  const page = (client: ApiClient, params: Record<string, string> = {}) =>
    client.get(`/api/leads?${new URLSearchParams(params)}`);

  it('pages through the account’s leads newest first, each once, without the other account’s', async () => {
    const first = await page(junior);
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(50);
    // The three of one instant come first, in id order.
    const tied = first.body.items.slice(0, 3).map((lead: { id: string }) => lead.id);
    expect([...tied].sort()).toEqual(leadIds.slice(52).sort());
    expect([...tied].sort().reverse()).toEqual(tied);
    expect(first.body.items.find((lead: { id: string }) => lead.id === detailLeadId)).toMatchObject({
      id: detailLeadId,
      name: 'Joana Prado',
      bot: { id: botIds[0], name: 'Captação A' },
      contactId,
      contactName: 'Joana Prado',
      contactType: 'person',
    });
    const second = await page(junior, { after: first.body.next });
    expect(second.status).toBe(200);
    expect(second.body.next).toBeNull();
    const seen = [...first.body.items, ...second.body.items].map((lead: { id: string }) => lead.id);
    const ours = seen.filter((id) => leadIds.includes(id));
    expect(new Set(ours).size).toBe(55);
    expect(seen).not.toContain(foreignLeadId);
    const times = [...first.body.items, ...second.body.items].map(
      (lead: { createdAt: string }) => lead.createdAt,
    );
    expect([...times].sort().reverse()).toEqual(times);

    const theirs = await page(other);
    expect(theirs.body.items.map((lead: { id: string }) => lead.id)).toEqual([foreignLeadId]);
  });

  it('searches name, e-mail and phone, and keeps one chatbot’s', async () => {
    const names = async (params: Record<string, string>) =>
      (await page(admin, params)).body.items.map((lead: { name: string }) => lead.name);
    expect(await names({ q: 'joana' })).toEqual(['Joana Prado']);
    expect(await names({ q: 'LEAD7@example' })).toEqual(['Lead 7']);
    expect(await names({ q: '99876-5432' })).toEqual(['Joana Prado']);
    expect(await names({ q: '998765432' })).toEqual(['Joana Prado']);
    expect(await names({ q: '100%_' })).toEqual([]);
    const ofB = (await page(admin, { botId: botIds[1] as string })).body.items;
    expect(ofB).toHaveLength(11);
    expect(ofB.every((lead: { bot: { id: string } }) => lead.bot.id === botIds[1])).toBe(true);
  });

  it('answers bad queries with catalogue errors', async () => {
    const code = async (params: Record<string, string>) => {
      const answer = await page(admin, params);
      return `${answer.status} ${answer.body?.error?.code}`;
    };
    expect(await code({ after: 'garbage' })).toBe('400 leads.cursorInvalid');
    expect(await code({ q: 'x'.repeat(201) })).toBe('400 leads.searchTooLong');
    expect(await code({ q: 'a\u0000b' })).toBe('400 generic.controlCharacter');
    expect(await code({ botId: "x' or 1=1" })).toBe('404 live.botNotFound');
  });

  it('shows a lead with its chatbot, conversation, collected data and contact, only to its account', async () => {
    const answer = await junior.get(`/api/leads/${detailLeadId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: detailLeadId,
      name: 'Joana Prado',
      phone: '+55 (84) 99876-5432',
      bot: { id: botIds[0], name: 'Captação A' },
      conversation: { channel: 'webchat', status: 'bot' },
      collected: { name: 'Joana Prado', city: 'Natal' },
      contact: { id: contactId, name: 'Joana Prado', type: 'person' },
    });
    const noContact = await admin.get(`/api/leads/${leadIds[0]}`);
    expect(noContact.body.contact).toBeNull();
    expect((await other.get(`/api/leads/${detailLeadId}`)).body.error.code).toBe('leads.notFound');
    expect((await admin.get(`/api/leads/${foreignLeadId}`)).status).toBe(404);
    expect((await admin.get('/api/leads/no-such-lead')).status).toBe(404);
  });

  it('closes both routes when the account turns the people module off', async () => {
    const [account] = await db().select().from(accounts).where(eq(accounts.id, accountId));
    const modules = account?.modules ?? [];
    await db()
      .update(accounts)
      .set({ modules: modules.filter((m) => m !== 'people') })
      .where(eq(accounts.id, accountId));
    try {
      for (const path of ['/api/leads', `/api/leads/${detailLeadId}`]) {
        const answer = await admin.get(path);
        expect(`${answer.status} ${answer.body.error?.code}`).toBe('403 accessControl.moduleDisabled');
      }
    } finally {
      await db().update(accounts).set({ modules }).where(eq(accounts.id, accountId));
    }
  });
});
