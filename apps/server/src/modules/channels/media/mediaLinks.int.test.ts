import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FlowDocumentInput } from '@prosa/contracts';
import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../../app/newId.ts';
import type { OffsetClock } from '../../../app/OffsetClock.ts';
import { channelOutbox, conversations, messages } from '../../../db/schema/index.ts';
import type { ApiClient } from '../../../testing/ApiClient.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { until } from '../../../testing/until.ts';
import { uploadPath } from '../../live/index.ts';
import { sendAttendantMessage } from '../../live/rooms/sendAttendantMessage.ts';
import { userIdOf } from '../../live/testing/insertConversation.ts';
import { cloudChannelBody } from '../testing/cloudChannelBody.ts';
import { mediaLinkLifetimeMs } from './mediaLink.ts';

// An attendant's attachment in a WhatsApp room reaches the customer: the delivery worker sends it
// by a signed link to GET /media/:id, and the sandbox's Cloud fake downloads that link (as Meta
// does) before it takes the message. A flow's image balloon goes the same way by its author's link.

const numberId = '109000000000888';
const customer = '5511977770001';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let server: TestServer;
let sandbox: Sandbox;
let attendant: ApiClient;
let conversationId = '';
let attendantId = '';
let admin: ApiClient;
let botId = '';

type ThreadMessage = {
  id: string;
  direction: 'in' | 'out';
  kind: string;
  text: string;
  media?: { url: string; mime: string; name: string; type?: string };
  status: string;
};
const threadOut = async (of = customer) => {
  const query = `provider=cloud&instanceId=${numberId}&customer=${of}`;
  const response = await fetch(`${sandbox.url}/_sandbox/threads?${query}`);
  const { messages: thread } = (await response.json()) as { messages: ThreadMessage[] };
  return thread.filter((message) => message.direction === 'out');
};

beforeAll(async () => {
  server = await startTestServer({ PROSA_CONTROLLED_CLOCK: '1' });
  sandbox = createSandbox({ statusDelayMs: 5 });
  const graphBaseUrl = await sandbox.start();
  admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  botId = (await admin.get('/api/bots')).body[0]._id;
  const body = cloudChannelBody(botId, numberId, { graphBaseUrl });
  const { channel } = (await admin.post('/api/channels', body)).body;
  const { accessToken, appSecret, verifyToken } = body.config;
  const registered = await fetch(`${sandbox.url}/_sandbox/numbers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      provider: 'cloud',
      instanceId: numberId,
      webhookUrl: channel.webhookUrl,
      secrets: { accessToken, appSecret, verifyToken },
      config: { wabaId: body.config.wabaId },
    }),
  });
  expect(registered.status).toBe(204);
  // The customer writes first (the 24-hour window opens); the attendant then holds the room.
  const wrote = await fetch(`${sandbox.url}/_sandbox/customer/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'cloud', instanceId: numberId, from: customer, text: 'Oi' }),
  });
  const { id } = (await wrote.json()) as { id: string };
  const db = server.services.database.db;
  const stored = await until(async () => {
    const [row] = await db
      .select()
      .from(messages)
      .where(eq(messages.clientMessageId, `cloud:${id}`));
    return row;
  });
  conversationId = stored.conversationId;
  attendantId = await userIdOf(db, 'atendente@prosa.demo');
  await db
    .update(conversations)
    .set({ status: 'waiting', attendantId })
    .where(eq(conversations.id, conversationId));
  attendant = (await signIn(server.url, 'atendente@prosa.demo')).client;
});
afterAll(async () => {
  await sandbox?.close();
  await server?.close();
});

const upload = async (bytes: Buffer, mime: string, name: string) => {
  const response = await fetch(`${server.url}/api/live/attachments`, {
    method: 'POST',
    headers: {
      cookie: attendant.cookieHeader(),
      'x-csrf-token': attendant.csrfToken ?? '',
      'content-type': mime,
      'x-file-name': encodeURIComponent(name),
    },
    body: new Uint8Array(bytes),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { attachment: { id: string } }).attachment;
};
let accountId = '';
const sendWith = (attachmentId: string, text: string) =>
  sendAttendantMessage(
    server.services,
    { accountId, userId: attendantId, name: 'Atendente' },
    { conversationId, clientMessageId: `a-${newToken(12)}`, text, attachmentId },
  );

describe('an attendant’s attachment on WhatsApp (Cloud API)', () => {
  beforeAll(async () => {
    const [row] = await server.services.database.db
      .select({ accountId: conversations.accountId })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    accountId = row?.accountId ?? '';
  });

  it('goes as an image by a signed link that serves the exact bytes', async () => {
    const attachment = await upload(png, 'image/png', 'foto do pedido.png');
    const sent = await sendWith(attachment.id, 'Segue a foto');
    const out = await until(async () => {
      const found = (await threadOut()).find((message) => message.kind === 'media');
      return found?.status === 'delivered' ? found : undefined;
    });
    expect(out).toMatchObject({
      text: 'Segue a foto',
      media: { mime: 'image/png', name: 'foto do pedido.png' },
    });
    const link = new URL(out.media?.url ?? '');
    expect(link.pathname).toBe(`/media/${attachment.id}`);
    const served = await fetch(link);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="foto do pedido.png"/);
    const [outbox] = await server.services.database.db
      .select()
      .from(channelOutbox)
      .where(eq(channelOutbox.messageId, sent._id));
    expect(outbox?.state).toBe('sent');
  });

  it('goes as a document with its file name', async () => {
    const pdf = Buffer.from('%PDF-1.4 orçamento');
    const attachment = await upload(pdf, 'application/pdf', 'orçamento.pdf');
    await sendWith(attachment.id, '');
    const out = await until(async () =>
      (await threadOut()).find((message) => message.media?.url.includes(attachment.id)),
    );
    expect(out.media).toMatchObject({ mime: 'application/pdf', name: 'orçamento.pdf' });
    const served = await fetch(out.media?.url ?? '');
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('refuses a tampered, a forged or an expired link, and answers 404 for an upload gone', async () => {
    const attachment = await upload(png, 'image/png', 'outra.png');
    await sendWith(attachment.id, '');
    const out = await until(async () =>
      (await threadOut()).find((message) => message.media?.url.includes(attachment.id)),
    );
    const link = new URL(out.media?.url ?? '');
    const expires = Number(link.searchParams.get('expires'));
    const signature = link.searchParams.get('signature') ?? '';
    const at = (path: string, query: string) => fetch(`${link.origin}${path}?${query}`);
    expect((await at(link.pathname, `expires=${expires + 60}&signature=${signature}`)).status).toBe(403);
    expect((await at('/media/another-id', link.search.slice(1))).status).toBe(403);
    expect((await at(link.pathname, `expires=${expires}&signature=${'A'.repeat(43)}`)).status).toBe(403);
    expect((await at(link.pathname, '')).status).toBe(403);
    // A day later the same link is refused.
    const clock = server.services.clock as OffsetClock;
    clock.set(new Date(Date.now() + mediaLinkLifetimeMs + 1000));
    try {
      expect((await fetch(link)).status).toBe(403);
    } finally {
      clock.set(new Date());
    }
    expect((await fetch(link)).status).toBe(200);
  });

  it('fails the message with the media download code when the provider cannot fetch the link', async () => {
    const attachment = await upload(png, 'image/png', 'apagada.png');
    // The file is gone from disk before the worker sends it: Cloud's download gets a 404.
    await rm(uploadPath(server.env.DATA_DIR, accountId, attachment.id));
    const sent = await sendWith(attachment.id, '');
    const failed = await until(async () => {
      const [row] = await server.services.database.db
        .select({ statuses: messages.statuses })
        .from(messages)
        .where(eq(messages.id, sent._id));
      return row?.statuses.includes('failed') ? row : undefined;
    });
    expect(failed.statuses).toContain('failed');
    // Cloud's media download error, as its failed status webhook reports it.
    const [outbox] = await server.services.database.db
      .select()
      .from(channelOutbox)
      .where(eq(channelOutbox.messageId, sent._id));
    expect(outbox).toMatchObject({ state: 'failed', errorCode: '1010' });
    const out = (await threadOut()).find((message) => message.media?.url.includes(attachment.id));
    expect(out?.status).toBe('failed');
  });
});

describe('a flow’s image balloon on WhatsApp (Cloud API)', () => {
  // Where the flow's author keeps the picture: any web server the provider can reach.
  let files: Server;
  let imageUrl = '';
  const flow = (): FlowDocumentInput => ({
    description: 'Promoção',
    lines: [
      {
        line: 1,
        type: 'message',
        content: { kind: 'image', url: imageUrl, caption: 'Nosso gato' },
        appearanceMs: 0,
      },
      { line: 2, type: 'end' },
    ],
  });

  beforeAll(async () => {
    files = createServer((request, response) => {
      if (request.url !== '/promo/gato.png') return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    imageUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}/promo/gato.png`;
    expect((await admin.put(`/api/bots/${botId}/flow`, flow())).status).toBe(200);
    expect((await admin.post(`/api/bots/${botId}/flow/publish`)).status).toBe(200);
  });
  afterAll(async () => {
    await new Promise((resolve) => files?.close(resolve));
  });

  it('reaches the customer as an image message with the author’s link and the caption', async () => {
    const newcomer = '5511977770009';
    const wrote = await fetch(`${sandbox.url}/_sandbox/customer/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'cloud', instanceId: numberId, from: newcomer, text: 'Oi' }),
    });
    expect(wrote.ok).toBe(true);
    const out = await until(async () => {
      const found = (await threadOut(newcomer)).find((message) => message.kind === 'media');
      return found?.status === 'delivered' ? found : undefined;
    });
    expect(out).toMatchObject({
      text: 'Nosso gato',
      media: { type: 'image', url: imageUrl, mime: 'image/png', name: 'gato.png' },
    });
    // The panel keeps showing the balloon as before: its caption and link as text.
    const db = server.services.database.db;
    const [room] = await db.select().from(conversations).where(eq(conversations.visitorId, newcomer));
    const stored = await db
      .select({ text: messages.text, media: messages.media })
      .from(messages)
      .where(and(eq(messages.conversationId, room?.id ?? ''), eq(messages.sender, 'bot')));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toEqual({
      text: `Nosso gato\n${imageUrl}`,
      media: { kind: 'image', url: imageUrl, caption: 'Nosso gato' },
    });
  });
});
