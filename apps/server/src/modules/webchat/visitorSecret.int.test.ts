import type { Ack, LiveMessage, MessagePage } from '@prosa/contracts';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../app/newId.ts';
import { webchatVisitorSecrets } from '../../db/schema/index.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';
import { findDemoBotToken } from '../webchatAssets/findDemoBotToken.ts';
import { connectVisitor } from './connectVisitor.ts';

let server: TestServer;
let botToken: string;
const sockets: Socket[] = [];

async function visit(visitorId: string, visitorSecret?: string) {
  const auth = { botToken, visitorId, language: 'pt-BR', ...(visitorSecret ? { visitorSecret } : {}) };
  const connected = await connectVisitor(server.url, auth);
  sockets.push(connected.socket);
  return connected;
}
const refusalOf = (visitorId: string, auth: { visitorSecret?: string }) =>
  connectVisitor(server.url, { botToken, visitorId, ...auth }).then(
    ({ socket }) => {
      socket.close();
      return 'connected';
    },
    (error: Error) => error.message,
  );
const call = <T>(socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack<T>>;
const send = (socket: Socket, text: string) =>
  call<LiveMessage>(socket, 'send', { clientMessageId: `c-${newToken(8)}`, text });
const historyOf = async (socket: Socket) => {
  const page = await call<MessagePage>(socket, 'sync', { afterSeq: 0 });
  return page.ok ? page.data.items.map((message) => message.text) : [];
};

beforeAll(async () => {
  server = await startTestServer();
  botToken = (await findDemoBotToken(server.services.database.db)) ?? '';
});
afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await server.close();
});

describe('the visitor secret', () => {
  it('gives nothing to whoever knows only the visitor id a junior reads on /browsing', async () => {
    const visitorId = newToken(16);
    const widget = await visit(visitorId);
    const { client: junior } = await signIn(server.url, 'junior@prosa.demo');
    const listed = await until(async () => {
      const answer = await junior.get('/api/live/visitors/browsing');
      if (answer.status !== 200)
        throw new Error(`/browsing answered ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.items.find((item: { visitorId: string }) => item.visitorId === visitorId);
    });
    expect(listed.visitorId).toBe(visitorId);
    expect((await send(widget.socket, 'meu cartão é 1234')).ok).toBe(true);

    // The id alone, with a made-up secret or with no secret: refused before anything is shown.
    expect(await refusalOf(visitorId, { visitorSecret: undefined })).toBe('live.visitorSecretInvalid');
    expect(await refusalOf(visitorId, { visitorSecret: newToken(32) })).toBe('live.visitorSecretInvalid');
    expect(await refusalOf(visitorId, { visitorSecret: 'short' })).toBe('live.visitorSecretInvalid');
    // Nor does the upload route take the id alone.
    const upload = await fetch(`${server.url}/api/webchat/attachments?bot=${botToken}&visitor=${visitorId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', 'x-file-name': 'a.pdf' },
      body: new TextEncoder().encode('%PDF-1.4'),
    });
    expect(upload.status).toBe(401);
    expect((await upload.json()).error.code).toBe('live.visitorSecretInvalid');

    // The widget with its secret still reads and writes its conversation.
    widget.socket.close();
    const again = await visit(visitorId);
    expect(again.welcome.state.conversationId).not.toBeNull();
    expect(await historyOf(again.socket)).toContain('meu cartão é 1234');
    expect((await send(again.socket, 'continuando')).ok).toBe(true);
    // Only a digest is stored.
    const [row] = await server.services.database.db
      .select()
      .from(webchatVisitorSecrets)
      .where(eq(webchatVisitorSecrets.visitorId, visitorId));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the history of a visitor from before secrets, bound to the first secret it presents', async () => {
    const visitorId = newToken(16);
    const before = await visit(visitorId, newToken(32));
    expect((await send(before.socket, 'mensagem antiga')).ok).toBe(true);
    before.socket.close();
    // What migration 0014 leaves: conversations and messages, no secret.
    await server.services.database.db
      .delete(webchatVisitorSecrets)
      .where(eq(webchatVisitorSecrets.visitorId, visitorId));

    const secret = newToken(32);
    const updated = await visit(visitorId, secret);
    expect(updated.welcome.state.conversationId).not.toBeNull();
    expect(await historyOf(updated.socket)).toContain('mensagem antiga');
    expect(await refusalOf(visitorId, { visitorSecret: newToken(32) })).toBe('live.visitorSecretInvalid');
    const sameBrowser = await visit(visitorId, secret);
    expect(await historyOf(sameBrowser.socket)).toContain('mensagem antiga');
  });
});
