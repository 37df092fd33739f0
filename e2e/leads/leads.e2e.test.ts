import { and, asc, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../apps/server/src/app/newId.ts';
import { bots, conversations, leads, messages } from '../../apps/server/src/db/schema/index.ts';
import { accountIdOf } from '../../apps/server/src/modules/live/testing/insertConversation.ts';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { until } from '../../apps/server/src/testing/until.ts';
import { ContactFormPage } from '../pages/ContactFormPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { LeadsPage } from '../pages/LeadsPage.ts';
import { demoPassword } from '../support/apiSession.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';
import { connectWebchatVisitor } from '../support/webchatVisitor.ts';

// A server of its own: the story publishes a chatbot whose data collection gathers a lead.
const ownServer = useOwnServer();
const browser = useBrowser();
const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.close();
});

describe('people collected by chatbots', () => {
  it('lists a lead a chatbot collected at /people, and its detail links to the CRM contact', async () => {
    const db = ownServer().services.database.db;
    const accountId = await accountIdOf(db, 'Prosa Demo');
    const bot = { id: newId(), token: newToken(24) };
    await db.insert(bots).values({ ...bot, accountId, name: 'Captação Site' });
    const admin = new ApiClient(ownServer().url);
    expect(
      (await admin.post('/api/auth/login', { email: 'admin@prosa.demo', password: demoPassword })).status,
    ).toBe(200);
    const flow = {
      description: 'Captação',
      lines: [
        {
          line: 1,
          type: 'dataCollection',
          fields: ['name', 'email', 'phone'],
          continuationMessage: 'Obrigado!',
          appearanceMs: 0,
        },
      ],
    };
    expect((await admin.put(`/api/bots/${bot.id}/flow`, flow)).status).toBe(200);
    expect((await admin.post(`/api/bots/${bot.id}/flow/publish`)).status).toBe(200);

    // The visitor answers the collection in the widget, one question at a time.
    const visitor = await connectWebchatVisitor(ownServer().url, bot.token);
    sockets.push(visitor.socket);
    const botSaid = async (count: number) =>
      until(async () => {
        const rows = await db
          .select({ id: messages.id })
          .from(messages)
          .innerJoin(conversations, eq(conversations.id, messages.conversationId))
          .where(and(eq(conversations.visitorId, visitor.visitorId), eq(messages.sender, 'bot')))
          .orderBy(asc(messages.seq));
        return rows.length >= count;
      });
    await visitor.say('oi');
    await botSaid(1);
    await visitor.say('Renata Alves');
    await botSaid(2);
    await visitor.say('renata.alves@example.com');
    await botSaid(3);
    await visitor.say('+55 81 99123-4567');
    const [lead] = await until(async () => {
      const rows = await db.select().from(leads).where(eq(leads.botId, bot.id));
      return rows.length > 0 && rows;
    });
    expect(lead?.contactId).toBeTruthy();

    const context = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');
    const people = await LeadsPage.open(page);
    await people.search.fill('renata');
    await people.row('Renata Alves').waitFor();
    const cells = await people.cells('Renata Alves');
    expect(cells.slice(0, 4)).toEqual([
      'Renata Alves',
      'renata.alves@example.com',
      '+5581991234567',
      'Captação Site',
    ]);
    expect(cells[5]).toBe('Renata Alves');

    // The chatbot filter keeps only that chatbot's leads.
    await people.chatbot.selectOption({ label: 'Prosa Bot' });
    await people.panel.getByText('Nenhum lead encontrado.').waitFor();
    await people.chatbot.selectOption({ label: 'Captação Site' });
    await people.row('Renata Alves').waitFor();

    const detail = await people.openLead('Renata Alves');
    expect(await detail.fact('Chatbot').textContent()).toBe('Captação Site');
    expect(await detail.fact('Telefone').textContent()).toBe('+5581991234567');
    const [room] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.visitorId, visitor.visitorId));
    await detail.conversationLink(room?.protocol ?? '').waitFor();
    await detail.contactLink('Renata Alves').click();
    await ContactFormPage.waitFor(page, 'Renata Alves');
    expect(page.url()).toContain(`/contacts/person/${lead?.contactId}`);
    await context.close();
  });
});
