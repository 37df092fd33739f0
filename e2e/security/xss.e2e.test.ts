import { type Ack, type LiveMessage, liveStatus, type WebchatUploadResult } from '@prosa/contracts';
import { eq, notInArray } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { newToken } from '../../apps/server/src/app/newId.ts';
import { contacts, conversations, users } from '../../apps/server/src/db/schema/index.ts';
import { connectVisitor, testVisitorSecret } from '../../apps/server/src/modules/webchat/connectVisitor.ts';
import { findDemoBotToken } from '../../apps/server/src/modules/webchatAssets/findDemoBotToken.ts';
import { takeWhenQueued } from '../../apps/server/src/reliability/takeWhenQueued.ts';
import { xssCorpus } from '../../apps/server/src/reliability/xssCorpus.ts';
import { connectSocket } from '../../apps/server/src/testing/connectSocket.ts';
import { loadTestLimits } from '../../apps/server/src/testing/loadTestLimits.ts';
import { signIn } from '../../apps/server/src/testing/signIn.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';
import { expectLiteralTexts, expectNoXss } from './xssChecks.ts';

// A server of its own: the stories rename the demo attendant and fill conversations with the corpus,
// one upload per corpus entry (more than a visitor's hourly upload limit, which is not under test).
const ownServer = useOwnServer(loadTestLimits);
const browser = useBrowser();
const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.close();
});

const call = <T>(socket: Socket, event: string, payload: unknown) =>
  socket.timeout(15_000).emitWithAck(event, payload) as Promise<Ack<T>>;
const stored = <T>(ack: Ack<T>) => {
  if (!ack.ok) throw new Error(`refused: ${ack.error.code}`);
  return ack.data;
};
const upload = async (botToken: string, visitorId: string, name: string) => {
  const response = await fetch(
    `${ownServer().url}/api/webchat/attachments?bot=${botToken}&visitor=${visitorId}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/pdf',
        'x-file-name': encodeURIComponent(name),
        'x-visitor-secret': testVisitorSecret(visitorId),
        origin: 'https://customer.example',
      },
      body: new TextEncoder().encode('%PDF-1.4 xss corpus'),
    },
  );
  if (response.status !== 200) throw new Error(`upload of ${name} answered ${response.status}`);
  return ((await response.json()) as WebchatUploadResult).attachment;
};

// The attendant, online through a socket of the test, takes the conversation through the API (or
// gets it from the department's distribution).
async function takeAsAttendant(conversationId: string) {
  const { client } = await signIn(ownServer().url, 'atendente@prosa.demo');
  const panel = await connectSocket(ownServer().url, '/live', client.cookieHeader());
  sockets.push(panel);
  panel.emit('changeStatus', { status: liveStatus.online });
  await takeWhenQueued(client, conversationId);
  panel.emit('enterRoom', { roomId: conversationId });
  return panel;
}

describe('untrusted text is never HTML', () => {
  it('shows the corpus as text in the attendant’s room: messages, file names, page titles, names', async () => {
    const { db } = ownServer().services.database;
    const botToken = (await findDemoBotToken(db)) ?? '';
    const visitorId = `xss-${newToken(12)}`;
    const { socket: widget } = await connectVisitor(ownServer().url, { botToken, visitorId });
    sockets.push(widget);
    const first = stored(
      await call<LiveMessage>(widget, 'send', { clientMessageId: newToken(8), text: 'Oi' }),
    );
    const conversationId = first.conversationId;
    for (const [index, title] of xssCorpus.entries())
      widget.emit('page', { url: `https://loja.example/produto/${index}`, title });
    const attachments = await Promise.all(
      xssCorpus.map((payload) => upload(botToken, visitorId, `${payload}.pdf`)),
    );
    // The server cleans names (path parts go): what it stored is what must show, literally.
    const fileNames = attachments.map((attachment) => attachment.name);
    // One visitor's sends are stored one after another anyway: sent in turn, none waits long.
    for (const [index, attachment] of attachments.entries()) {
      stored(await call(widget, 'send', { clientMessageId: newToken(8), attachmentId: attachment.id }));
      stored(await call(widget, 'send', { clientMessageId: newToken(8), text: xssCorpus[index] }));
    }
    const customerName = xssCorpus[1] ?? '';
    const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
    await db.update(conversations).set({ customerName }).where(eq(conversations.id, conversationId));
    if (row?.contactId)
      await db.update(contacts).set({ name: customerName }).where(eq(contacts.id, row.contactId));
    await takeAsAttendant(conversationId);

    const context = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'atendente@prosa.demo');
    await page.goto(`/live/${conversationId}`);
    await expectLiteralTexts(page.getByRole('tabpanel'), xssCorpus);
    for (const name of fileNames) await page.getByText(name, { exact: false }).first().waitFor();
    await expectNoXss(page);

    await page.getByRole('tab', { name: 'Navegação' }).click();
    await expectLiteralTexts(page.getByRole('tabpanel'), xssCorpus);
    await expectNoXss(page);
    await page.getByRole('tab', { name: 'Dados' }).click();
    await page.getByText(customerName, { exact: true }).first().waitFor();
    await expectNoXss(page);
  }, 90_000);

  it('shows the corpus as text in the widget: the attendant’s messages and name', async () => {
    const { db } = ownServer().services.database;
    const attendantName = xssCorpus[3] ?? '';
    await db.update(users).set({ name: attendantName }).where(eq(users.email, 'atendente@prosa.demo'));
    const before = (await db.select({ id: conversations.id }).from(conversations)).map((row) => row.id);

    const context = await browser.newContext({ baseURL: ownServer().url });
    const page = await context.newPage();
    await page.goto('/webchat/demo');
    await page.getByRole('button', { name: 'Abrir o chat' }).click();
    await page.getByRole('textbox', { name: 'Mensagem' }).fill('Olá, quero testar');
    await page.getByRole('button', { name: 'Enviar' }).click();
    let conversationId = '';
    await expect
      .poll(
        async () => {
          const [created] = await db
            .select({ id: conversations.id })
            .from(conversations)
            .where(before.length > 0 ? notInArray(conversations.id, before) : undefined);
          conversationId = created?.id ?? '';
          return conversationId;
        },
        { timeout: 10_000 },
      )
      .not.toBe('');

    const panel = await takeAsAttendant(conversationId);
    for (const text of xssCorpus)
      stored(await call<LiveMessage>(panel, 'send', { conversationId, clientMessageId: newToken(8), text }));
    await expectLiteralTexts(page, xssCorpus);
    await page.getByText(attendantName).first().waitFor();
    await expectNoXss(page);
  }, 90_000);
});
