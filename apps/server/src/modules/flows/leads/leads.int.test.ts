import type { FlowDocumentInput } from '@prosa/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../../app/newId.ts';
import { bots, contacts, conversations, leads, messages } from '../../../db/schema/index.ts';
import type { ApiClient } from '../../../testing/ApiClient.ts';
import { readOutbox } from '../../../testing/readOutbox.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { until } from '../../../testing/until.ts';
import { accountIdOf, insertConversation } from '../../live/testing/insertConversation.ts';
import { connectVisitor } from '../../webchat/connectVisitor.ts';
import { recordLead } from './recordLead.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Data collection (campaigns-flows-knowledge.md §3): name and e-mail, the lead e-mail told, then a
// question whose answer jumps back, so the line counts its lead a second time.
const collectionFlow = (leadEmail: string, fields: Array<'name' | 'email' | 'phone'>): FlowDocumentInput => ({
  description: 'Captação',
  lines: [
    {
      line: 1,
      type: 'dataCollection',
      fields,
      leadEmail,
      continuationMessage: 'Obrigado, {{name}}!',
      appearanceMs: 0,
    },
    { line: 2, type: 'question', text: 'Mais alguma coisa?', responseField: 'more', appearanceMs: 0 },
    { line: 3, type: 'jump', jump: 1, appearanceMs: 0 },
  ],
});

describe('leads from a chatbot’s data collection', () => {
  let server: TestServer;
  let admin: ApiClient;
  let accountId: string;
  const sockets: Socket[] = [];
  const db = () => server.services.database.db;

  beforeAll(async () => {
    server = await startTestServer();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  async function publishedBot(document: FlowDocumentInput) {
    const bot = { id: newId(), token: newToken(24) };
    await db()
      .insert(bots)
      .values({ ...bot, accountId, name: 'Lead Bot' });
    expect((await admin.put(`/api/bots/${bot.id}/flow`, document)).status).toBe(200);
    expect((await admin.post(`/api/bots/${bot.id}/flow/publish`)).status).toBe(200);
    return bot;
  }

  async function visitor(botToken: string) {
    const visitorId = newToken(16);
    const { socket } = await connectVisitor(server.url, { botToken, visitorId, language: 'pt-BR' });
    sockets.push(socket);
    const botTexts = async () => {
      const rows = await db()
        .select({ text: messages.text, sender: messages.sender })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(eq(conversations.visitorId, visitorId))
        .orderBy(asc(messages.seq));
      return rows.filter((row) => row.sender === 'bot').map((row) => row.text);
    };
    // Sends, then waits until the bot said `count` balloons in all.
    const say = async (text: string, count: number) => {
      await socket.timeout(5000).emitWithAck('send', { clientMessageId: `c-${newToken(8)}`, text });
      return until(async () => {
        const texts = await botTexts();
        return texts.length >= count && texts;
      });
    };
    const conversation = async () => {
      const [row] = await db().select().from(conversations).where(eq(conversations.visitorId, visitorId));
      if (!row) throw new Error('no conversation');
      return row;
    };
    return { say, conversation };
  }

  const mailsTo = (address: string) => readOutbox(server.url, { channel: 'email', to: address });

  it('stores the lead once, fills the contact and mails the line’s lead e-mail through SMTP', async () => {
    const notify = `vendas-${newToken(6).toLowerCase()}@cliente.example`;
    const bot = await publishedBot(collectionFlow(notify, ['name', 'email']));
    const { say, conversation } = await visitor(bot.token);
    expect(await say('oi', 1)).toEqual(['Qual é o seu nome?']);
    await say('Ana Souza', 2);
    expect(await say('Ana@Example.com', 4)).toEqual([
      'Qual é o seu nome?',
      'Qual é o seu e-mail?',
      'Obrigado, Ana Souza!',
      'Mais alguma coisa?',
    ]);
    const room = await conversation();
    // The balloons go out before the effects are performed: the mail, sent last, marks the end.
    const [mail] = await until(async () => {
      const mails = await mailsTo(notify);
      return mails.length > 0 && mails;
    });
    expect(mail?.subject).toBe('Prosa: novo lead no chatbot Lead Bot');
    expect(mail?.text).toContain('O chatbot Lead Bot coletou um novo lead.');
    expect(mail?.text).toContain('Nome: Ana Souza');
    expect(mail?.text).toContain('E-mail: ana@example.com');
    expect(mail?.text).toContain(`Protocolo da conversa: ${room.protocol}`);
    expect(mail?.text).not.toContain('Telefone');

    const stored = await db().select().from(leads).where(eq(leads.conversationId, room.id));
    expect(stored).toEqual([
      expect.objectContaining({
        accountId,
        botId: bot.id,
        contactId: room.contactId,
        line: 1,
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: null,
      }),
    ]);
    const [contact] = await db()
      .select()
      .from(contacts)
      .where(eq(contacts.id, room.contactId ?? ''));
    expect(contact).toMatchObject({ name: 'Ana Souza', email: 'ana@example.com', phone: null });

    // The jump back passes the collection again: the same lead is not stored or mailed twice.
    expect((await say('não, obrigado', 6)).slice(4)).toEqual(['Obrigado, Ana Souza!', 'Mais alguma coisa?']);
    await pause(500);
    expect(await db().select().from(leads).where(eq(leads.conversationId, room.id))).toHaveLength(1);
    expect(await mailsTo(notify)).toHaveLength(1);

    const listed = await admin.get(`/api/leads?botId=${bot.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        conversationId: room.id,
        contactId: room.contactId,
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: null,
      }),
    ]);
  });

  it('counts no lead from a collection of the name alone', async () => {
    const notify = `nome-${newToken(6).toLowerCase()}@cliente.example`;
    const bot = await publishedBot(collectionFlow(notify, ['name']));
    const { say, conversation } = await visitor(bot.token);
    await say('oi', 1);
    expect((await say('Bruno Lima', 3)).slice(1)).toEqual(['Obrigado, Bruno Lima!', 'Mais alguma coisa?']);
    const room = await conversation();
    await pause(300);
    expect(await db().select().from(leads).where(eq(leads.conversationId, room.id))).toEqual([]);
    expect(await mailsTo(notify)).toEqual([]);
  });

  it('keeps the flow going when the mail server fails', async () => {
    const notify = `falha-${newToken(6).toLowerCase()}@cliente.example`;
    const bot = await publishedBot(collectionFlow(notify, ['email']));
    const { mailer } = server.services;
    const send = mailer.send;
    let tried = 0;
    mailer.send = async () => {
      tried += 1;
      throw new Error('550 mailbox unavailable');
    };
    try {
      const { say, conversation } = await visitor(bot.token);
      await say('oi', 1);
      expect((await say('carla@example.com', 3)).slice(1)).toEqual(['Obrigado, !', 'Mais alguma coisa?']);
      await until(async () => tried > 0);
      const room = await conversation();
      expect(await db().select().from(leads).where(eq(leads.conversationId, room.id))).toHaveLength(1);
    } finally {
      mailer.send = send;
    }
  });

  it('stores what the engine sends: a phone alone, onto a contact that keeps its own e-mail and name', async () => {
    const contactId = newId();
    await db()
      .insert(contacts)
      .values({ id: contactId, accountId, name: 'Dona Maria', email: 'maria@antes.example' });
    const room = await insertConversation(db(), { accountId, contactId, status: 'bot' });
    const effect = { kind: 'lead' as const, line: 7, name: 'Maria da Silva', phone: '+5511987654321' };
    await recordLead(server.services, room, effect);
    await recordLead(server.services, room, { ...effect, phone: '+5511911112222' });
    expect(await db().select().from(leads).where(eq(leads.conversationId, room.id))).toEqual([
      expect.objectContaining({ line: 7, name: 'Maria da Silva', email: null, phone: '+5511987654321' }),
    ]);
    const [contact] = await db().select().from(contacts).where(eq(contacts.id, contactId));
    expect(contact).toMatchObject({
      name: 'Dona Maria',
      email: 'maria@antes.example',
      phone: '+5511987654321',
    });

    // Another account's conversation stores nothing under this one.
    const outraId = await accountIdOf(db(), 'Outra Empresa');
    const foreign = await insertConversation(db(), { accountId: outraId, status: 'bot' });
    await recordLead(server.services, { id: foreign.id, accountId }, effect);
    expect(await db().select().from(leads).where(eq(leads.conversationId, foreign.id))).toEqual([]);
  });
});
