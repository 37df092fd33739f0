import type { Ack, LiveMessage } from '@prosa/contracts';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../app/newId.ts';
import { accounts, bots, memberships } from '../../db/schema/index.ts';
import { connectSocket } from '../../testing/connectSocket.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { userIdOf } from '../live/testing/insertConversation.ts';
import { connectVisitor, testVisitorSecret } from './connectVisitor.ts';

let server: TestServer;
let botToken: string;
const sockets: Socket[] = [];

const upload = (visitorId: string, body: Uint8Array<ArrayBuffer>, type: string, name = 'arquivo.pdf') =>
  fetch(`${server.url}/api/webchat/attachments?bot=${botToken}&visitor=${visitorId}`, {
    method: 'POST',
    headers: {
      'content-type': type,
      'x-file-name': encodeURIComponent(name),
      'x-visitor-secret': testVisitorSecret(visitorId),
      origin: 'https://customer.example',
    },
    body,
  }).catch((error: Error) => ({ status: 0, error }) as const);
const fetchAs = (visitorId: string, id: string, key: string) =>
  fetch(`${server.url}/api/webchat/attachments/${id}?bot=${botToken}&visitor=${visitorId}&key=${key}`);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.services.database.db;
  const [prosa] = await db.select().from(accounts).where(eq(accounts.name, 'Prosa Demo'));
  const [bot] = await db
    .select()
    .from(bots)
    .where(eq(bots.accountId, prosa?.id ?? ''));
  botToken = bot?.token ?? '';
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

describe('webchat attachments', () => {
  it('refuses an image over 5 MB (413) and an executable (415)', async () => {
    const visitorId = newToken(16);
    const big = await upload(visitorId, new Uint8Array(5 * 1024 * 1024 + 1), 'image/png', 'foto.png');
    expect(big.status === 413 || big.status === 0).toBe(true);
    if ('json' in big) expect((await big.json()).error.code).toBe('live.fileTooLarge');
    const exe = await upload(visitorId, new Uint8Array(10), 'application/x-msdownload', 'setup.exe');
    expect(exe.status).toBe(415);
    if ('json' in exe) expect((await exe.json()).error.code).toBe('live.fileFormat');
  });

  it('accepts a pdf, serves it safely to its visitor only, and lets only them send it', async () => {
    const visitorId = newToken(16);
    const bytes = new TextEncoder().encode('%PDF-1.4 test');
    const answer = await upload(visitorId, bytes, 'application/pdf', '../../etc/<b>nota.pdf');
    if (!('json' in answer)) throw answer.error;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const { attachment } = await answer.json();
    expect(attachment).toMatchObject({
      name: '<b>nota.pdf',
      mime: 'application/pdf',
      kind: 'file',
      size: 13,
    });
    const stranger = newToken(16);
    const other = await connectVisitor(server.url, { botToken, visitorId: stranger });
    const owner = await connectVisitor(server.url, { botToken, visitorId });
    sockets.push(other.socket, owner.socket);
    const mine = await fetchAs(visitorId, attachment.id, owner.welcome.fileKey);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.headers.get('content-security-policy')).toBe('sandbox');
    expect(mine.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await mine.text()).toBe('%PDF-1.4 test');
    expect((await fetchAs(stranger, attachment.id, other.welcome.fileKey)).status).toBe(404);
    // The visitor id without its key reads nothing, nor does another visitor's key.
    const refused = await fetchAs(visitorId, attachment.id, other.welcome.fileKey);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe('live.visitorSecretInvalid');
    expect((await fetchAs(visitorId, attachment.id, '')).status).toBe(401);
    const send = (socket: Socket) =>
      socket.timeout(5000).emitWithAck('send', {
        clientMessageId: `c-${newToken(8)}`,
        text: '',
        attachmentId: attachment.id,
      }) as Promise<Ack<LiveMessage>>;
    expect(await send(other.socket)).toMatchObject({ ok: false, error: { code: 'live.attachmentNotFound' } });
    expect(await send(owner.socket)).toMatchObject({ ok: true, data: { attachment: { id: attachment.id } } });
    // Staff of the account read it; Outra Empresa does not.
    const { client: attendant } = await signIn(server.url, 'atendente@prosa.demo');
    expect((await attendant.get(`/api/live/attachments/${attachment.id}`)).status).toBe(200);
    const { client: outra } = await signIn(server.url, 'admin@outra.demo');
    expect((await outra.get(`/api/live/attachments/${attachment.id}`)).status).toBe(404);
  });

  it('serves a file to members only as far as they may see its conversation', async () => {
    const visitorId = newToken(16);
    const uploaded = await upload(visitorId, new TextEncoder().encode('%PDF-1.4'), 'application/pdf');
    if (!('json' in uploaded)) throw uploaded.error;
    const { attachment } = await uploaded.json();
    const { client: attendant } = await signIn(server.url, 'atendente@prosa.demo');
    const { client: admin } = await signIn(server.url, 'admin@prosa.demo');
    // Not sent yet: it is the visitor's alone, even for an administrator.
    expect((await admin.get(`/api/live/attachments/${attachment.id}`)).status).toBe(404);
    const { socket } = await connectVisitor(server.url, { botToken, visitorId });
    sockets.push(socket);
    await socket.timeout(5000).emitWithAck('send', {
      clientMessageId: `c-${newToken(8)}`,
      text: '',
      attachmentId: attachment.id,
    });
    expect((await attendant.get(`/api/live/attachments/${attachment.id}`)).status).toBe(200);
    // With the view rule "only her own", the visitor's room is hidden, and so is its file.
    const db = server.services.database.db;
    const attendantId = await userIdOf(db, 'atendente@prosa.demo');
    const [before] = await db.select().from(memberships).where(eq(memberships.userId, attendantId));
    await db.update(memberships).set({ viewRule: 'only' }).where(eq(memberships.userId, attendantId));
    try {
      const hidden = await attendant.get(`/api/live/attachments/${attachment.id}`);
      expect(hidden.status).toBe(404);
      expect(hidden.body.error.code).toBe('live.attachmentNotFound');
      expect((await admin.get(`/api/live/attachments/${attachment.id}`)).status).toBe(200);
      // Her own upload stays hers to read.
      const own = await attendant.request('POST', '/api/live/attachments', 'nota', {
        'content-type': 'text/plain',
        'x-file-name': 'nota.txt',
      });
      expect((await attendant.get(`/api/live/attachments/${own.body.attachment.id}`)).status).toBe(200);
      expect((await admin.get(`/api/live/attachments/${own.body.attachment.id}`)).status).toBe(404);
    } finally {
      await db
        .update(memberships)
        .set({ viewRule: before?.viewRule ?? 'all' })
        .where(eq(memberships.userId, attendantId));
    }
  });

  it('lists the account’s connected visitors with their page and tells /live when it changes', async () => {
    const { client: manager } = await signIn(server.url, 'gestor@prosa.demo');
    const live = await connectSocket(server.url, '/live', manager.cookieHeader());
    sockets.push(live as unknown as Socket);
    let signals = 0;
    live.on('visitors', () => {
      signals += 1;
    });
    const visitorId = newToken(16);
    const { socket } = await connectVisitor(server.url, { botToken, visitorId, timeZone: 'America/Recife' });
    sockets.push(socket);
    socket.emit('page', { url: 'https://shop.example/carrinho', title: 'Carrinho' });
    let listed: { url: string; location: unknown; status: string } | undefined;
    for (let i = 0; i < 100 && !listed?.url; i++) {
      const { body } = await manager.get('/api/live/visitors');
      listed = body.items.find((item: { visitorId: string }) => item.visitorId === visitorId);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect(listed).toMatchObject({
      url: 'https://shop.example/carrinho',
      title: 'Carrinho',
      status: 'browsing',
      location: { country: 'BR', state: 'PE' },
    });
    // Throttled to one per second per account: the signal may trail the change by up to a second.
    for (let i = 0; i < 50 && signals === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signals).toBeGreaterThan(0);
    const { client: outra } = await signIn(server.url, 'admin@outra.demo');
    expect((await outra.get('/api/live/visitors')).body.items).toEqual([]);
    const { client: attendant } = await signIn(server.url, 'atendente@prosa.demo');
    expect((await attendant.get('/api/live/visitors')).status).toBe(403);
  });
});
