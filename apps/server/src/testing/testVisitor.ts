import type { Socket } from 'socket.io-client';
import { newToken } from '../app/newId.ts';
import { connectVisitor } from '../modules/webchat/connectVisitor.ts';

// A webchat visitor of a test server in pt-BR. Its socket joins `sockets` (the suite closes them);
// `send` sends a text with a fresh clientMessageId and resolves with the ack.
export async function testVisitor(
  url: string,
  botToken: string,
  sockets: Socket[],
  visitorId = newToken(16),
) {
  const { socket } = await connectVisitor(url, { botToken, visitorId, language: 'pt-BR' });
  sockets.push(socket);
  const send = (text: string) =>
    socket.timeout(5000).emitWithAck('send', { clientMessageId: `c-${newToken(8)}`, text });
  return { socket, visitorId, send };
}
