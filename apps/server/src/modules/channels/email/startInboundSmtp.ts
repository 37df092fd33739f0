import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { createMailParser } from './createMailParser.ts';
import { findEmailChannelCached } from './findEmailChannel.ts';
import { rememberInboundSmtpPort } from './inboundSmtpPort.ts';
import { type InboundEmailServices, receiveInboundEmail } from './receiveInboundEmail.ts';

// An SMTP refusal with its reply code (RFC 5321 §4.2): the sending server bounces the mail or
// tries again, as the code says.
const refusal = (responseCode: number, text: string) => Object.assign(new Error(text), { responseCode });

// The mail's bytes, up to the size: past it the rest is read and dropped (smtp-server flags it).
const readAll = (stream: SMTPServerDataStream, maxBytes: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });

// Prosa's inbound mail endpoint (docs/decisions.md "E-mail inbound"): the MX of a channel's
// address, or the target of a forwarding rule. It takes mail for the e-mail channels' addresses
// only (550 for any other recipient, so it relays nothing), refuses a mail over the size with 552,
// and answers 250 once the mail is recorded as the channel's receipt: from then on it is Prosa's to
// process, and a sending server's retry of it records nothing new. No AUTH (mail arrives from any
// server, as to any MX) and no STARTTLS (no certificate is configured: a TLS-terminating relay
// in front of it is the way to take mail encrypted).
export async function startInboundSmtp(
  services: InboundEmailServices,
  options: { host: string; port: number; maxBytes: number },
) {
  const parser = createMailParser();
  const server = new SMTPServer({
    banner: 'Prosa',
    logger: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: options.maxBytes,
    maxClients: 100,
    onRcptTo(address, _session, callback) {
      findEmailChannelCached(services.database.db, address.address).then(
        (row) => callback(row ? null : refusal(550, '5.1.1 No such mailbox here')),
        (error) => {
          services.log.error({ err: error }, 'inbound e-mail: recipient lookup failed');
          callback(refusal(451, '4.3.0 Try again later'));
        },
      );
    },
    onData(stream, session, callback) {
      readAll(stream, options.maxBytes)
        .then(async (raw) => {
          if (stream.sizeExceeded) throw refusal(552, '5.3.4 Message too big');
          const mail = await parser.parse(raw);
          for (const recipient of session.envelope.rcptTo) {
            const row = await findEmailChannelCached(services.database.db, recipient.address);
            if (row) await receiveInboundEmail(services, row, mail);
          }
        })
        .then(
          () => callback(),
          (error: Error & { responseCode?: number }) => {
            if (error.responseCode) return callback(error);
            services.log.error({ err: error }, 'inbound e-mail could not be recorded');
            callback(refusal(451, '4.3.0 Try again later'));
          },
        );
    },
  });
  // A client that drops mid-session is its own business; nothing to stop for.
  server.on('error', (error) => services.log.debug({ err: error }, 'inbound SMTP connection error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  rememberInboundSmtpPort(services, port);
  return {
    port,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await parser.close();
    },
  };
}
