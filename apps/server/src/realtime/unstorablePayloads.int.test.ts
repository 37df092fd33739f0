import type { Ack } from '@prosa/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../app/newId.ts';
import { connectVisitor } from '../modules/webchat/connectVisitor.ts';
import type { ApiClient } from '../testing/ApiClient.ts';
import { connectSocket } from '../testing/connectSocket.ts';
import { findDemoBot } from '../testing/findDemoBot.ts';
import { signIn } from '../testing/signIn.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';
import { testVisitor } from '../testing/testVisitor.ts';

// The sockets' one guard (refuseUnstorablePayloads): an event carrying a NUL or a lone surrogate
// never reaches its handler and is acknowledged with the catalogue error.
let server: TestServer;
let admin: ApiClient;
let botToken: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  botToken = (await findDemoBot(server.services.database.db)).token;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

const call = (socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<Ack<unknown>>;
// /live and /webchat answer Ack's { error: { code } }; /contacts its own { code }.
const codeOf = (ack: Ack<unknown> | { ok: false; code: string }) =>
  ack.ok ? 'ok' : 'code' in ack ? ack.code : ack.error.code;

describe('socket payloads PostgreSQL cannot store', () => {
  it('refuses the widget’s send holding a NUL or a lone surrogate, in its language, and stores nothing', async () => {
    const visitor = await testVisitor(server.url, botToken, sockets);
    for (const text of ['oi\u0000', 'oi\ud800']) {
      const ack = await call(visitor.socket, 'send', { clientMessageId: `c-${newToken(8)}`, text });
      expect(ack).toEqual({
        ok: false,
        error: { code: 'generic.controlCharacter', message: expect.stringMatching(/^O texto enviado/) },
      });
    }
    const clientMessageId = `c\u0000${newToken(8)}`;
    expect(codeOf(await call(visitor.socket, 'send', { clientMessageId, text: 'oi' }))).toBe(
      'generic.controlCharacter',
    );
    expect(await call(visitor.socket, 'sync', { afterSeq: 0 })).toEqual({
      ok: true,
      data: { items: [], lastSeq: 0 },
    });
    // The socket stays usable: the next clean message is stored as the first one.
    const sent = await visitor.send('oi');
    expect(sent).toMatchObject({ ok: true, data: { text: 'oi', seq: expect.any(Number) } });
  });

  it('refuses a widget handshake whose visitor id holds a NUL', async () => {
    await expect(
      connectVisitor(server.url, { botToken, visitorId: `${newToken(16)}\u0000`, language: 'pt-BR' }),
    ).rejects.toThrow('generic.controlCharacter');
  });

  it('acknowledges an attendant’s send and a contact watch holding a NUL with the catalogue error', async () => {
    const live = await connectSocket(server.url, '/live', admin.cookieHeader());
    const contacts = await connectSocket(server.url, '/contacts', admin.cookieHeader());
    sockets.push(live, contacts);
    const send = await call(live, 'send', {
      conversationId: newToken(12),
      clientMessageId: `c-${newToken(8)}`,
      text: 'olá\u0000',
    });
    expect(codeOf(send)).toBe('generic.controlCharacter');
    expect(codeOf(await call(live, 'sync', { conversationId: `a\u0000`, afterSeq: 0 }))).toBe(
      'generic.controlCharacter',
    );
    expect(codeOf(await call(contacts, 'watchContact', { contactId: `a\u0000` }))).toBe(
      'generic.controlCharacter',
    );
    // Events without an acknowledgement are dropped, and the socket keeps answering.
    live.emit('typing', { conversationId: 'a\u0000', typing: true });
    expect(codeOf(await call(contacts, 'watchContact', { contactId: newToken(12) }))).toBe(
      'contacts.notFound',
    );
  });
});
