import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface RelayedMail {
  from: string;
  to: string[];
  raw: Buffer;
}

// The account's SMTP relay as a test sees it: a real SMTP server (smtp-server) that asks for the
// login the channel was given and keeps every mail it takes, envelope and bytes. `refusals` maps a
// recipient address to the SMTP code the relay answers its RCPT TO with (a test may change it).
export async function startSmtpRelay(
  login = { user: 'prosa', password: 'relay-password' },
  refusals = new Map<string, number>(),
) {
  const mails: RelayedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === login.user && auth.password === login.password)
        callback(null, { user: auth.username });
      else callback(Object.assign(new Error('5.7.8 Authentication failed'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      const code = refusals.get(address.address.toLowerCase());
      if (code === undefined) callback();
      else callback(Object.assign(new Error(`${code} mailbox refused`), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    login,
    mails,
    refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
