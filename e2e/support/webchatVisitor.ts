import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';

// A customer's browser with the widget, reduced to its socket: connects with the chatbot's token
// and an anonymous visitor id with its secret, and sends messages as the widget does (acknowledged).
export async function connectWebchatVisitor(baseUrl: string, botToken: string) {
  const visitorId = randomBytes(16).toString('base64url').slice(0, 22);
  const socket: Socket = io(`${baseUrl}/webchat`, {
    auth: { botToken, visitorId, visitorSecret: randomBytes(24).toString('base64url'), language: 'pt-BR' },
    transports: ['websocket'],
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('welcome', () => resolve());
    socket.once('connect_error', reject);
  });
  const say = async (text: string) => {
    const clientMessageId = `e2e-${randomBytes(6).toString('hex')}`;
    const ack = await socket.timeout(5000).emitWithAck('send', { clientMessageId, text });
    if (!ack?.ok) throw new Error(`the widget's message was refused: ${JSON.stringify(ack)}`);
  };
  return { socket, visitorId, say };
}
