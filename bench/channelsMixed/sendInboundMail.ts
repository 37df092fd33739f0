import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import nodemailer from 'nodemailer';

type SocketCallback = (error: Error | null, socket?: { connection: ReturnType<typeof connect> }) => void;

// Customers' mail as a sending server hands it to Prosa's inbound SMTP endpoint: pooled SMTP
// connections to its port. A send answers how long the endpoint took to say 250 to the mail (ms),
// the e-mail counterpart of a webhook's 200, or throws on a refusal. The client's sockets go without
// Nagle's delay, as the endpoint's do: a mail's last small write (the ending dot) otherwise waited
// for the acknowledgement of the one before it, which the endpoint delays up to 40 ms, and the bench
// measured that pair of TCP timers instead of the endpoint (p50 48.6 ms against the webhooks' 2 ms).
export function inboundMailer(port: number) {
  const getSocket = (_options: unknown, callback: SocketCallback) => {
    const socket = connect(port, '127.0.0.1', () => callback(null, { connection: socket }));
    socket.setNoDelay(true);
    socket.once('error', (error) => callback(error));
  };
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: 8,
    maxMessages: Number.POSITIVE_INFINITY,
    getSocket,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail: { from: string; to: string; messageId: string; text: string }) {
      const started = performance.now();
      await transport.sendMail({ ...mail, subject: 'Bench', headers: {} });
      return performance.now() - started;
    },
    close: () => transport.close(),
  };
}
