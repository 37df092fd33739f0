import { Resolver } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import { emailMessageId } from '@prosa/domain';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDns } from '../../../../testing/startFakeDns.ts';
import { generateDkimKeys } from '../../sendingDomains/generateDkimKeys.ts';
import type { AdapterChannel } from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { emailAdapter } from './emailAdapter.ts';
import { isUnsubscribeTokenValid, readUnsubscribeToken } from './unsubscribeToken.ts';

// The adapter against a real SMTP peer (smtp-server) that keeps what it receives, and the DKIM
// signature checked by mailauth with the public key served by the loopback DNS fake.
describe('the e-mail adapter', () => {
  const received: Buffer[] = [];
  let refuseWith: number | null = null;
  let smtp: SMTPServer;
  let port = 0;
  let dns: Awaited<ReturnType<typeof startFakeDns>>;
  let channel: AdapterChannel;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (refuseWith) {
          const error = Object.assign(new Error('mailbox unavailable'), { responseCode: refuseWith });
          callback(error);
        } else callback();
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    port = (smtp.server.address() as AddressInfo).port;
    dns = await startFakeDns();
    const keys = await generateDkimKeys();
    dns.publish({
      type: 'TXT',
      host: 'prosa202611._domainkey.loja.example.com',
      data: `v=DKIM1; k=rsa; p=${keys.publicKey}`,
    });
    channel = {
      id: 'ch1',
      accountId: 'acc',
      type: 'email',
      provider: 'smtp',
      config: {
        smtpHost: '127.0.0.1',
        smtpPort: String(port),
        fromAddress: 'contato@loja.example.com',
        fromName: 'Loja',
        replyTo: 'suporte@loja.example.com',
        domain: 'loja.example.com',
        dkimSelector: 'prosa202611',
        defaultSubject: 'Loja: sua conversa',
      },
      secrets: { dkimPrivateKey: keys.privateKeyPem, unsubscribeSecret: 'segredo' },
      webhookUrl: 'https://prosa.example.com/webhooks/email/ch1',
    };
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    await dns?.close();
  });

  it('sends a DKIM-signed e-mail that verifies, threaded under the conversation and with one-click unsubscribe', async () => {
    const sent = await emailAdapter.send(
      channel,
      {
        messageId: 'm2',
        to: 'maria@cliente.com.br',
        text: 'Olá Maria, seu pedido saiu.',
        threadKeys: ['<m1@loja.example.com>', '<CAF0@mail.cliente.com.br>'],
      },
      fetch,
    );
    expect(sent.providerMessageId).toBe(emailMessageId('m2', 'loja.example.com'));
    const raw = received.at(-1);
    if (!raw) throw new Error('nothing received');

    const resolver = new Resolver();
    resolver.setServers([dns.address]);
    const verdict = await dkimVerify(raw, {
      resolver: (name, rrtype) => resolver.resolve(name, rrtype as 'TXT'),
    });
    expect(verdict.results).toHaveLength(1);
    expect(verdict.results[0]?.status.result).toBe('pass');
    expect(verdict.results[0]?.signingDomain).toBe('loja.example.com');

    const mail = await simpleParser(raw);
    expect(mail.messageId).toBe('<m2@loja.example.com>');
    expect(mail.inReplyTo).toBe('<m1@loja.example.com>');
    expect(mail.references).toEqual(['<CAF0@mail.cliente.com.br>', '<m1@loja.example.com>']);
    expect(mail.subject).toBe('Loja: sua conversa');
    expect(mail.replyTo?.text).toBe('suporte@loja.example.com');
    // The header block, its folded lines unfolded (RFC 5322 §2.2.3).
    const head = (raw.toString('utf8').split('\r\n\r\n')[0] ?? '').replace(/\r\n[ \t]+/g, ' ');
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = /^List-Unsubscribe:\s*<(https:[^>]+)>/m.exec(head)?.[1] ?? '';
    expect(link).toMatch(/^https:\/\/prosa\.example\.com\/unsubscribe\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{32}$/);
    const claimed = readUnsubscribeToken(link.split('/').at(-1) ?? '');
    expect(claimed).toMatchObject({ channelId: 'ch1', address: 'maria@cliente.com.br' });
    if (!claimed) throw new Error('a token of ours');
    expect(isUnsubscribeTokenValid('segredo', claimed)).toBe(true);
    expect(isUnsubscribeTokenValid('outro', claimed)).toBe(false);
    expect(isUnsubscribeTokenValid('segredo', { ...claimed, address: 'joana@cliente.com.br' })).toBe(false);
  });

  it('calls a 4xx refusal transient and a 5xx one permanent', async () => {
    const message = { messageId: 'm3', to: 'x@cliente.com.br', text: 'Oi' };
    for (const [code, transient] of [
      [450, true],
      [550, false],
    ] as const) {
      refuseWith = code;
      const error = await emailAdapter.send(channel, message, fetch).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ code: String(code), transient });
    }
    refuseWith = null;
  });
});
