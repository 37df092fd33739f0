import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../apps/server/src/app/newId.ts';
import { bots, messages } from '../../apps/server/src/db/schema/index.ts';
import {
  accountIdOf,
  insertConversation,
} from '../../apps/server/src/modules/live/testing/insertConversation.ts';
import { ChatbotSettingsPage } from '../pages/ChatbotSettingsPage.ts';
import { ConversationDetailPage } from '../pages/ConversationsPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: the story writes a chatbot and a conversation into the demo account.
const ownServer = useOwnServer();
const browser = useBrowser();

// The company's system that receives conversations: a real HTTP server on 127.0.0.1 (loopback is
// what the SSRF guard accepts outside production).
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
    response.end('{}');
  });
});
beforeAll(() => new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

describe('send to an integration', () => {
  it('adds a webhook integration in the chatbot’s settings and sends a conversation to it from /conversations', async () => {
    const db = ownServer().services.database.db;
    const accountId = await accountIdOf(db, 'Prosa Demo');
    const botId = newId();
    await db.insert(bots).values({ id: botId, accountId, name: 'Vendas Site', token: newToken(24) });
    const conversation = await insertConversation(db, {
      accountId,
      botId,
      status: 'finished',
      queuedAt: null,
      customerName: 'Paula Reis',
    });
    await db.insert(messages).values({
      id: newId(),
      accountId,
      conversationId: conversation.id,
      seq: 1,
      clientMessageId: newToken(8),
      sender: 'customer',
      text: 'Quero um orçamento para 30 cadeiras',
    });

    const context = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');
    const openDetail = async () => {
      await page.goto(`/conversations/${conversation.id}`);
      return ConversationDetailPage.waitFor(page, conversation.protocol);
    };
    const before = await openDetail();
    // No integration yet: nothing to send to, so nothing is offered.
    expect(await before.panel.getByRole('button', { name: 'Enviar para integração' }).count()).toBe(0);

    const settings = await ChatbotSettingsPage.open(page, botId, 'integrations');
    const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/prosa`;
    const secret = await settings.addIntegration('CRM da loja', endpoint);
    expect(secret).toMatch(/^prosa_/);

    const detail = await openDetail();
    await detail.sendToIntegration('CRM da loja');
    expect(received).toHaveLength(1);
    const [request] = received as [(typeof received)[number]];
    const timestamp = String(request.headers['x-prosa-timestamp']);
    const signature = createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex');
    expect(request.headers['x-prosa-signature']).toBe(`sha256=${signature}`);
    const payload = JSON.parse(request.body);
    expect(payload.conversation.protocol).toBe(conversation.protocol);
    expect(payload.conversation.messages[0].text).toBe('Quero um orçamento para 30 cadeiras');
    await context.close();
  });
});
