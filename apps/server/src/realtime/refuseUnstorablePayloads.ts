import { errorMessage, isLanguage, pickLanguage } from '@prosa/contracts';
import type { Namespace, Socket } from 'socket.io';
import { hasUnstorableText } from '../app/hasUnstorableText.ts';

const code = 'generic.controlCharacter';

// The widget's visitor carries the bot's language; panel sockets go by the browser's.
const languageOf = (socket: Socket) => {
  const visitorLanguage = socket.data?.visitor?.language;
  return typeof visitorLanguage === 'string' && isLanguage(visitorLanguage)
    ? visitorLanguage
    : pickLanguage(socket.handshake.headers['accept-language']);
};

// The sockets' counterpart of the HTTP guard (app/refuseUnstorableText.ts), set on every namespace
// as it is created: a handshake whose auth or query holds a NUL or a lone surrogate is refused,
// and so is any event whose payload does — the event never reaches its handler, and its
// acknowledgement (the packet's last argument, when the client asked for one) answers the
// catalogue error, so the client stops retrying it as it would a lost message.
export function refuseUnstorablePayloads(namespace: Namespace) {
  namespace.use((socket, next) => {
    const { auth, query } = socket.handshake;
    next(hasUnstorableText(auth) || hasUnstorableText(query) ? new Error(code) : undefined);
  });
  namespace.on('connection', (socket) => {
    socket.use((packet, next) => {
      if (!hasUnstorableText(packet)) return next();
      const ack = packet.at(-1);
      if (typeof ack !== 'function') return;
      // Each namespace's acknowledgement as its contract types it (contactsRealtime.ts, live.ts).
      if (namespace.name === '/contacts') ack({ ok: false, code });
      else ack({ ok: false, error: { code, message: errorMessage(code, languageOf(socket)) } });
    });
  });
}
