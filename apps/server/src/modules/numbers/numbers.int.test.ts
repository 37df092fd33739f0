import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../app/newId.ts';
import { bots, contactIdentities, contacts, optOutRecords } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { accountIdOf, insertConversation } from '../live/testing/insertConversation.ts';
import { isOptedOut, optInOnNewConversation } from './index.ts';

// /settings/status and /settings/optout (spec campaigns §3–§5, §9).
describe('number status and opt-out settings', () => {
  let server: TestServer;
  let gestor: ApiClient;
  let accountId: string;
  const db = () => server.services.database.db;
  let sequence = 0;
  // A fresh Brazilian mobile per test: national number with its area code, and its E.164 digits.
  const fresh = () => {
    const national = `2198${String(1000000 + sequence++).padStart(7, '0')}`;
    return { national, digits: `55${national}` };
  };

  beforeAll(async () => {
    server = await startTestServer();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    gestor = (await signIn(server.url, 'gestor@prosa.demo')).client;
  });
  afterAll(() => server?.close());

  const lookUp = (client: ApiClient, national: string) =>
    client.get(`/api/settings/number-status?country=BR&number=${encodeURIComponent(national)}`);
  const act = (client: ApiClient, action: string, national: string, reason = 'Pedido do cliente') =>
    client.post(`/api/settings/number-status/${action}`, { country: 'BR', number: national, reason });

  it('shows a number never met as without conversation, and its contact’s status once known', async () => {
    const { national, digits } = fresh();
    const unknown = await lookUp(gestor, national);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({
      number: digits,
      contact: null,
      status: 'no_conversation',
      history: [],
    });

    const contactId = newId();
    await db()
      .insert(contacts)
      .values({ id: contactId, accountId, name: 'Marta', phone: `+55 ${national}` });
    await insertConversation(db(), { accountId, contactId, channel: 'whatsapp', status: 'bot' });
    await db()
      .insert(contactIdentities)
      .values({ accountId, channel: 'whatsapp', externalId: digits, contactId });
    expect((await lookUp(gestor, `(${national.slice(0, 2)}) ${national.slice(2)}`)).body.contact).toEqual({
      id: contactId,
      name: 'Marta',
    });
  });

  it('blocks, resets and unblocks a number with author and reason in its history', async () => {
    const { national, digits } = fresh();
    const blocked = await act(gestor, 'block', national, 'Ofensas');
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ number: digits, status: 'blocked', blockReason: 'manual' });
    // The block made a contact holding the number, so the customer's conversation meets it.
    const [identity] = await db()
      .select()
      .from(contactIdentities)
      .where(eq(contactIdentities.externalId, digits));
    expect(identity?.contactId).toBe(blocked.body.contact.id);

    expect((await act(gestor, 'block', national)).body.error.code).toBe('numbers.alreadyBlocked');
    expect((await act(gestor, 'reset', national, 'Reinício')).body.status).toBe('blocked');
    const unblocked = await act(gestor, 'unblock', national, 'Desculpou-se');
    expect(unblocked.body.status).toBe('no_conversation');
    expect((await act(gestor, 'unblock', national)).body.error.code).toBe('numbers.notBlocked');
    expect(
      unblocked.body.history.map((event: { action: string; reason: string; authorName: string }) => [
        event.action,
        event.reason,
        event.authorName.length > 0,
      ]),
    ).toEqual([
      ['unblock', 'Desculpou-se', true],
      ['reset', 'Reinício', true],
      ['block', 'Ofensas', true],
    ]);
  });

  it('refuses a number without area code, with the country code, a missing reason or a bad action with the catalogue', async () => {
    const { national } = fresh();
    for (const number of ['98765432', `55${national}`, `0${national}`, 'abc'])
      expect((await lookUp(gestor, number)).body.error.code).toBe('numbers.phoneInvalid');
    expect((await act(gestor, 'block', national, '  ')).body.error.code).toBe('numbers.reasonRequired');
    const badAction = await act(gestor, 'erase', national);
    expect(badAction.status).toBe(400);
    expect(badAction.body.error.code).toBe('generic.invalidInput');
    const badChannel = await gestor.post('/api/settings/optout', {
      country: 'BR',
      number: national,
      channel: 'fax',
      reason: 'x',
    });
    expect(badChannel.body.error.code).toBe('generic.invalidInput');
    const badPermanence = await (
      await signIn(server.url, 'master@prosa.demo', { accountName: 'Prosa Demo' })
    ).client.put('/api/settings/optout/permanence', { permanence: '45' });
    expect(badPermanence.body.error.code).toBe('generic.invalidInput');
  });

  it('keeps each account’s numbers apart', async () => {
    const { national } = fresh();
    await act(gestor, 'block', national);
    await gestor.post('/api/settings/optout', {
      country: 'BR',
      number: national,
      channel: 'whatsapp',
      reason: 'Pediu',
    });
    const outra = (await signIn(server.url, 'admin@outra.demo')).client;
    expect((await lookUp(outra, national)).body).toMatchObject({
      contact: null,
      status: 'no_conversation',
      history: [],
    });
    expect((await outra.get(`/api/settings/optout?country=BR&number=${national}`)).body.records).toEqual([]);
    expect(
      (await outra.get('/api/settings/optout')).body.records.some((r: { number: string }) =>
        r.number.endsWith(national),
      ),
    ).toBe(false);
  });

  it('records an opt-out by hand with its chatbot, author and reason, and a reset back to opt-in', async () => {
    const { national, digits } = fresh();
    const [bot] = await db().select().from(bots).where(eq(bots.accountId, accountId)).limit(1);
    const out = await gestor.post('/api/settings/optout', {
      country: 'BR',
      number: national,
      channel: 'whatsapp',
      botId: bot?.id,
      reason: 'Pediu para sair',
    });
    expect(out.status).toBe(200);
    expect(out.body.records[0]).toMatchObject({
      channel: 'whatsapp',
      number: digits,
      bot: { id: bot?.id, name: bot?.name },
      condition: 'optOut',
      source: 'manual',
      reason: 'Pediu para sair',
    });
    expect(out.body.records[0].authorName).not.toBe('');
    const again = await gestor.post('/api/settings/optout', {
      country: 'BR',
      number: national,
      channel: 'whatsapp',
      reason: 'De novo',
    });
    expect(again.body.error.code).toBe('numbers.alreadyOptedOut');
    const otherBot = await gestor.post('/api/settings/optout', {
      country: 'BR',
      number: national,
      channel: 'sms',
      botId: newId(),
      reason: 'x',
    });
    expect(otherBot.body.error.code).toBe('numbers.botNotFound');

    const back = await gestor.post('/api/settings/optout/reset', {
      country: 'BR',
      number: national,
      channel: 'whatsapp',
      reason: 'Voltou a aceitar',
    });
    expect(back.body.records.map((r: { condition: string }) => r.condition)).toEqual(['optIn', 'optOut']);
    const twice = await gestor.post('/api/settings/optout/reset', {
      country: 'BR',
      number: national,
      channel: 'whatsapp',
      reason: 'x',
    });
    expect(twice.body.error.code).toBe('numbers.notOptedOut');
  });

  it('lets only masters set the permanence, and ends an opt-out when it passes', async () => {
    const { national, digits } = fresh();
    const admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    const master = (await signIn(server.url, 'master@prosa.demo', { accountName: 'Prosa Demo' })).client;
    expect((await admin.put('/api/settings/optout/permanence', { permanence: '15' })).status).toBe(403);
    expect((await gestor.put('/api/settings/optout/permanence', { permanence: '15' })).status).toBe(403);

    await gestor.post('/api/settings/optout', {
      country: 'BR',
      number: national,
      channel: 'whatsapp',
      reason: 'Sair',
    });
    const key = { accountId, channel: 'whatsapp', number: digits };
    // Sixteen days ago.
    await db()
      .update(optOutRecords)
      .set({ createdAt: new Date(Date.now() - 16 * 24 * 3600_000) })
      .where(eq(optOutRecords.number, digits));
    expect(await isOptedOut(db(), key, new Date())).toBe(true);

    const set = await master.put('/api/settings/optout/permanence', { permanence: '15' });
    expect(set.body).toEqual({ permanence: '15' });
    expect(await isOptedOut(db(), key, new Date())).toBe(false);
    const listed = await gestor.get(`/api/settings/optout?country=BR&number=${national}`);
    expect(listed.body.permanence).toBe('15');
    expect(new Date(listed.body.records[0].endsAt).getTime()).toBeLessThan(Date.now());
    // Over: opting out again is allowed.
    const again = await gestor.post('/api/settings/optout', {
      country: 'BR',
      number: national,
      channel: 'whatsapp',
      reason: 'Saiu de novo',
    });
    expect(again.status).toBe(200);

    await master.put('/api/settings/optout/permanence', { permanence: '30' });
    expect((await gestor.get('/api/settings/optout')).body.permanence).toBe('30');
    await master.put('/api/settings/optout/permanence', { permanence: 'forever' });
  });

  it('puts an opted-out number back to opt-in when the customer starts a new conversation', async () => {
    const { national, digits } = fresh();
    const key = { accountId, channel: 'whatsapp', number: digits };
    expect(await optInOnNewConversation(db(), { ...key, number: `+${digits}` })).toBe(false);
    await gestor.post('/api/settings/optout', {
      country: 'BR',
      number: national,
      channel: 'whatsapp',
      reason: 'Sair',
    });
    expect(await isOptedOut(db(), key, new Date())).toBe(true);
    // Another channel's conversation leaves WhatsApp's opt-out alone.
    expect(await optInOnNewConversation(db(), { ...key, channel: 'sms' })).toBe(false);
    expect(await optInOnNewConversation(db(), { ...key, number: `+${digits}` })).toBe(true);
    expect(await isOptedOut(db(), key, new Date())).toBe(false);
    expect(await optInOnNewConversation(db(), key)).toBe(false);
    const listed = await gestor.get(`/api/settings/optout?country=BR&number=${national}`);
    expect(listed.body.records[0]).toMatchObject({
      condition: 'optIn',
      source: 'conversation',
      authorName: '',
    });
  });
});
