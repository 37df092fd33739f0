import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { DevOutbox } from './devOutbox.ts';

// A real SMTP peer on loopback that files every message it receives into the dev outbox.
export async function startSandboxSmtp(outbox: DevOutbox, log: (line: string) => void) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [])
            .map((a) => a.text)
            .join(', ');
          outbox.add({ channel: 'email', to, subject: mail.subject ?? '', text: mail.text ?? '' });
          log(`[dev outbox] e-mail to ${to}: ${mail.subject ?? ''}`);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
