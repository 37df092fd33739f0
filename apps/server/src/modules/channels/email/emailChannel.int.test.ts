import { Resolver } from 'node:dns/promises';
import { eq, type SQL } from 'drizzle-orm';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachments,
  channelOutbox,
  contacts,
  conversations,
  emailSuppressions,
  messages,
} from '../../../db/schema/index.ts';
import type { ApiClient } from '../../../testing/ApiClient.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startFakeDns } from '../../../testing/startFakeDns.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { until } from '../../../testing/until.ts';
import { appendMessage } from '../../live/messages/appendMessage.ts';
import { connectEmailChannel, emailChannelBody } from './testing/connectEmailChannel.ts';
import { deliveryReport } from './testing/deliveryReport.ts';
import { startSmtpRelay } from './testing/startSmtpRelay.ts';

// The e-mail channel end to end: saved on a verified sending domain, customers' mail taken by
// Prosa's SMTP endpoint into conversations (new, then threaded), the chatbot's and attendant's
// answers through the outbox to a real SMTP relay, DKIM-signed and threaded; bounces, the
// suppression list and the one-click unsubscribe.

let server: TestServer;
let dns: Awaited<ReturnType<typeof startFakeDns>>;
let relay: Awaited<ReturnType<typeof startSmtpRelay>>;
let admin: ApiClient;
let botId = '';
let channel: { id: string; config: Record<string, string> };
const shop = 'contato@loja-email.example.com';

beforeAll(async () => {
  dns = await startFakeDns();
  relay = await startSmtpRelay();
  server = await startTestServer({
    DNS_SERVERS: dns.address,
    SMTP_INBOUND_PORT: '0',
    SMTP_INBOUND_MAX_MB: '1',
  });
  admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  botId = (await admin.get('/api/bots')).body[0]._id;
  ({ channel } = await connectEmailChannel(admin, dns, {
    domain: 'loja-email.example.com',
    local: 'contato',
    botId,
    relayPort: relay.port,
    login: relay.login,
  }));
}, 90_000);
afterAll(async () => {
  await server?.close();
  await relay?.close();
  await dns?.close();
});

const db = () => server.services.database.db;
const setup = () => ({
  domain: 'loja-email.example.com',
  local: 'contato',
  botId,
  relayPort: relay.port,
  login: relay.login,
});
// A customer's mail server delivering to Prosa's inbound endpoint.
const deliver = (mail: Mail.Options) => {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: server.smtpInboundPort ?? 0,
    secure: false,
    ignoreTLS: true,
  });
  return transport.sendMail(mail).finally(() => transport.close());
};
const customerMessage = (messageId: string) =>
  until(async () => {
    const [row] = await db()
      .select()
      .from(messages)
      .where(eq(messages.clientMessageId, `smtp:${messageId}`));
    return row;
  });
// The outbox row once it failed.
const failedSend = (which: SQL) =>
  until(async () => {
    const [row] = await db().select().from(channelOutbox).where(which);
    return row?.state === 'failed' && row;
  });
// A delivery status notification reaching the channel's address, as servers send them (null sender).
const bounce = (originalMessageId: string, recipient: string, status: string) =>
  deliver({
    envelope: { from: '', to: shop },
    raw: deliveryReport(shop, originalMessageId, recipient, status),
  });
const relayedTo = (address: string, count: number) =>
  until(async () => {
    const mails = relay.mails.filter((mail) => mail.to.includes(address));
    return mails.length >= count && mails;
  });

describe('the e-mail channel', () => {
  it('is saved on a verified domain with its key, secrets sealed, and passes the connection test', async () => {
    expect(channel.config).toMatchObject({
      domain: 'loja-email.example.com',
      fromAddress: shop,
      smtpSecure: 'off',
      dkimSelector: expect.stringMatching(/^prosa\d{6}$/),
    });
    const listed = (await admin.get('/api/channels')).body.channels.find(
      (item: { id: string }) => item.id === channel.id,
    );
    expect(listed.storedSecrets.sort()).toEqual(['dkimPrivateKey', 'smtpPassword', 'unsubscribeSecret']);
    expect(JSON.stringify(listed)).not.toContain('relay-password');
    expect((await admin.post(`/api/channels/${channel.id}/test`)).body).toEqual({
      ok: true,
      code: null,
      message: null,
    });
    const installation = await admin.get(`/api/channels/${channel.id}/installation`);
    expect(installation.body.mailServer).toBe(`${new URL(server.url).hostname}:${server.smtpInboundPort}`);
  });

  it('refuses a sender off the verified domains, or not allowed on one, and a wrong relay login in the test', async () => {
    const base = setup();
    const unverified = await admin.post(
      '/api/channels',
      emailChannelBody(base, { fromAddress: 'vendas@outro.example.com' }),
    );
    expect(unverified.status).toBe(400);
    expect(unverified.body.error.code).toBe('channels.domainNotVerified');
    const notAllowed = await admin.post('/api/channels', emailChannelBody({ ...base, local: 'vendas' }));
    expect(notAllowed.body.error.code).toBe('channels.senderNotAllowed');
    const badReplyTo = await admin.post(
      '/api/channels',
      emailChannelBody(base, { replyTo: 'x@outro.example.com' }),
    );
    expect(badReplyTo.body.error.code).toBe('channels.domainNotVerified');
    const badAddress = await admin.post(
      '/api/channels',
      emailChannelBody(base, { fromAddress: 'not an address' }),
    );
    expect(badAddress.body.error.code).toBe('channels.configInvalid');
    // Another account cannot send from this account's domain.
    const outra = (await signIn(server.url, 'admin@outra.demo')).client;
    const outraBot = (await outra.get('/api/bots')).body[0]._id;
    const foreign = await outra.post('/api/channels', emailChannelBody({ ...base, botId: outraBot }));
    expect(foreign.body.error.code).toBe('channels.domainNotVerified');

    const wrongLogin = await admin.put(
      `/api/channels/${channel.id}`,
      emailChannelBody({ ...base, login: { user: 'prosa', password: 'wrong' } }),
    );
    expect(wrongLogin.status).toBe(200);
    const test = await admin.post(`/api/channels/${channel.id}/test`);
    expect(test.body).toMatchObject({ ok: false, code: '535' });
    expect((await admin.put(`/api/channels/${channel.id}`, emailChannelBody(base))).status).toBe(200);
  });

  it('takes a customer’s mail into a new conversation, and answers it DKIM-signed and threaded', async () => {
    await deliver({
      from: 'Maria Cliente <Maria@Cliente.example.com>',
      to: shop,
      subject: 'Meu pedido 123',
      messageId: '<m1@cliente.example.com>',
      html: '<p>Olá, <b>quero saber</b> do pedido.</p><script>alert(1)</script>',
    });
    const stored = await customerMessage('<m1@cliente.example.com>');
    expect(stored.text).toContain('quero saber');
    expect(stored.text).not.toMatch(/<|alert/);
    const [conversation] = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.id, stored.conversationId));
    expect(conversation).toMatchObject({
      channel: 'email',
      channelId: channel.id,
      visitorId: 'maria@cliente.example.com',
      emailSubject: 'Meu pedido 123',
    });
    const [contact] = await db()
      .select()
      .from(contacts)
      .where(eq(contacts.id, conversation?.contactId ?? ''));
    expect(contact).toMatchObject({ name: 'Maria Cliente', email: 'maria@cliente.example.com' });

    // The chatbot's answer leaves through the relay, signed with the domain's key.
    const [answer] = await relayedTo('maria@cliente.example.com', 1);
    if (!answer) throw new Error('no answer');
    expect(answer.from).toBe(shop);
    const resolver = new Resolver();
    resolver.setServers([dns.address]);
    const verdict = await dkimVerify(answer.raw, {
      resolver: (name, rrtype) => resolver.resolve(name, rrtype as 'TXT'),
    });
    expect(verdict.results[0]?.status.result).toBe('pass');
    const mail = await simpleParser(answer.raw);
    expect(mail.subject).toBe('Re: Meu pedido 123');
    expect(mail.inReplyTo).toBe('<m1@cliente.example.com>');
    expect(mail.messageId).toMatch(/^<[0-9a-f]{24}@loja-email\.example\.com>$/);
    expect(answer.raw.toString('utf8')).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
  });

  it('threads the customer’s reply into its conversation, without the quoted text, and keeps its file', async () => {
    const first = await customerMessage('<m1@cliente.example.com>');
    const [answer] = await relayedTo('maria@cliente.example.com', 1);
    const ours = (await simpleParser(answer?.raw ?? '')).messageId ?? '';
    // Finished in between: a reply to a finished conversation opens a new one; here it is open.
    await deliver({
      from: 'maria@cliente.example.com',
      to: shop,
      subject: 'Re: Meu pedido 123',
      messageId: '<m2@cliente.example.com>',
      inReplyTo: ours,
      references: ['<m1@cliente.example.com>', ours],
      text: `Obrigada, aguardo.\n\nEm sex., 27 de nov. de 2026, Loja <${shop}> escreveu:\n> Olá!`,
      attachments: [
        { filename: 'nota.pdf', content: Buffer.from('%PDF-1.4 nota'), contentType: 'application/pdf' },
      ],
    });
    const reply = await customerMessage('<m2@cliente.example.com>');
    expect(reply.conversationId).toBe(first.conversationId);
    expect(reply.text).toBe('Obrigada, aguardo.');
    expect(reply.attachment).toMatchObject({ name: 'nota.pdf', mime: 'application/pdf' });
    const [file] = await db()
      .select()
      .from(attachments)
      .where(eq(attachments.id, reply.attachment?.id ?? ''));
    expect(file?.ownerId).toBe('maria@cliente.example.com');

    // The same mail delivered again (a sending server's retry) stores nothing new.
    await deliver({
      from: 'maria@cliente.example.com',
      to: shop,
      messageId: '<m2@cliente.example.com>',
      text: 'x',
    });
    const twins = await db()
      .select()
      .from(messages)
      .where(eq(messages.clientMessageId, 'smtp:<m2@cliente.example.com>'));
    expect(twins).toHaveLength(1);
  });

  it('refuses mail for an address it does not serve, and mail over the size', async () => {
    const unknown = await deliver({
      from: 'a@cliente.example.com',
      to: 'ninguem@loja-email.example.com',
      text: 'oi',
    }).catch((error: { responseCode?: number }) => error);
    expect(unknown).toMatchObject({ responseCode: 550 });
    const big = await deliver({
      from: 'a@cliente.example.com',
      to: shop,
      text: 'anexo grande',
      attachments: [{ filename: 'big.bin', content: Buffer.alloc(1_200_000, 7) }],
    }).catch((error: { responseCode?: number }) => error);
    expect(big).toMatchObject({ responseCode: 552 });
  });

  it('takes mail for a reply-to once it is set, and refuses it as soon as it is removed', async () => {
    const base = setup();
    const replies = 'respostas@loja-email.example.com';
    const mail = { from: 'a@cliente.example.com', to: replies, text: 'oi' };
    const refused = (error: { responseCode?: number }) => error;
    const { domains } = (await admin.get('/api/settings/domains')).body as {
      domains: Array<{ id: string; name: string }>;
    };
    const domain = domains.find((item) => item.name === base.domain);
    const allowed = await admin.put(`/api/settings/domains/${domain?.id}/emails`, {
      emails: ['contato', 'respostas'],
    });
    expect(allowed.status).toBe(200);
    expect(await deliver(mail).catch(refused)).toMatchObject({ responseCode: 550 });
    const withReplyTo = await admin.put(
      `/api/channels/${channel.id}`,
      emailChannelBody(base, { replyTo: replies }),
    );
    expect(withReplyTo.status, JSON.stringify(withReplyTo.body)).toBe(200);
    expect(await deliver(mail)).toMatchObject({ accepted: [replies] });
    // The address's channel was read a moment ago (and is kept briefly): the change forgets it.
    expect((await admin.put(`/api/channels/${channel.id}`, emailChannelBody(base))).status).toBe(200);
    expect(await deliver(mail).catch(refused)).toMatchObject({ responseCode: 550 });
  });

  it('fails a message a hard bounce names, suppresses the address, and refuses later sends to it', async () => {
    await deliver({
      from: 'Joao <joao@cliente.example.com>',
      to: shop,
      subject: 'Oi',
      messageId: '<j1@cliente.example.com>',
      text: 'Oi',
    });
    const first = await customerMessage('<j1@cliente.example.com>');
    const [sent] = await relayedTo('joao@cliente.example.com', 1);
    const bounced = (await simpleParser(sent?.raw ?? '')).messageId ?? '';
    await bounce(bounced, 'joao@cliente.example.com', '5.1.1');
    const failed = await failedSend(eq(channelOutbox.providerMessageId, bounced));
    expect(failed.errorCode).toBe('emailHardBounce');
    const [message] = await db().select().from(messages).where(eq(messages.id, failed.messageId));
    expect(message?.statuses).toContain('failed');
    const suppressions = await db()
      .select()
      .from(emailSuppressions)
      .where(eq(emailSuppressions.address, 'joao@cliente.example.com'));
    expect(suppressions).toMatchObject([{ reason: 'hardBounce' }]);

    // A later answer to the address fails with the catalogue's code and never reaches the relay.
    const relayedBefore = relay.mails.length;
    const later = await appendMessage(
      server.services,
      {
        accountId: first.accountId,
        conversationId: first.conversationId,
        clientMessageId: 'after-bounce',
        sender: 'bot',
        text: 'Mais uma coisa',
      },
      {},
    );
    const refused = await failedSend(eq(channelOutbox.messageId, later?.message._id ?? ''));
    expect(refused.errorCode).toBe('emailSuppressed');
    expect(relay.mails.length).toBe(relayedBefore);
  });

  it('marks a soft bounce failed and leaves the address mailable; ignores a report about no message of ours', async () => {
    await deliver({
      from: 'lia@cliente.example.com',
      to: shop,
      subject: 'Oi',
      messageId: '<l1@cliente.example.com>',
      text: 'Oi',
    });
    const [sent] = await relayedTo('lia@cliente.example.com', 1);
    const bounced = (await simpleParser(sent?.raw ?? '')).messageId ?? '';
    await bounce(bounced, 'lia@cliente.example.com', '4.2.2');
    await bounce('<alheio@outro.example.com>', 'lia@cliente.example.com', '5.1.1');
    const failed = await failedSend(eq(channelOutbox.providerMessageId, bounced));
    expect(failed.errorCode).toBe('emailSoftBounce');
    expect(
      await db()
        .select()
        .from(emailSuppressions)
        .where(eq(emailSuppressions.address, 'lia@cliente.example.com')),
    ).toEqual([]);
  });

  it('unsubscribes by the List-Unsubscribe link: a page without markup from the mail, then the one-click POST', async () => {
    const renamed = emailChannelBody(setup(), { fromName: '<img src=x onerror=alert(1)>Loja' });
    expect((await admin.put(`/api/channels/${channel.id}`, renamed)).status).toBe(200);
    await deliver({
      from: 'rui@cliente.example.com',
      to: shop,
      subject: 'Oi',
      messageId: '<r1@cliente.example.com>',
      text: 'Oi',
    });
    const [sent] = await relayedTo('rui@cliente.example.com', 1);
    const head = (sent?.raw.toString('utf8').split('\r\n\r\n')[0] ?? '').replace(/\r\n[ \t]+/g, ' ');
    const link = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(head)?.[1] ?? '';
    const path = new URL(link).pathname;
    expect(path).toMatch(/^\/unsubscribe\//);

    const page = await fetch(`${server.url}${path}`, { headers: { 'accept-language': 'en-US' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('rui@cliente.example.com');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;Loja');
    expect(html).not.toContain('<img');
    expect(html).toContain('<form method="post">');

    const oneClick = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const { accountId } = await customerMessage('<r1@cliente.example.com>');
    const rows = await db()
      .select()
      .from(emailSuppressions)
      .where(eq(emailSuppressions.address, 'rui@cliente.example.com'));
    expect(rows).toMatchObject([{ reason: 'unsubscribed', accountId }]);
  });

  it('answers a forged or unknown link with the catalogue error, never a 500', async () => {
    const [sent] = await relayedTo('rui@cliente.example.com', 1);
    const head = (sent?.raw.toString('utf8').split('\r\n\r\n')[0] ?? '').replace(/\r\n[ \t]+/g, ' ');
    const token =
      new URL(/^List-Unsubscribe:\s*<([^>]+)>/m.exec(head)?.[1] ?? '').pathname.split('/').at(-1) ?? '';
    const [payload = '', mac = ''] = token.split('.');
    const [channelId] = Buffer.from(payload, 'base64url').toString('utf8').split(' ');
    const forged = `${Buffer.from(`${channelId} ana@cliente.example.com`).toString('base64url')}.${mac}`;
    const unknownChannel = `${Buffer.from('000000000000000000000000 rui@cliente.example.com').toString('base64url')}.${mac}`;
    for (const bad of [forged, unknownChannel, 'nonsense', `${payload}.${'A'.repeat(32)}`]) {
      for (const method of ['GET', 'POST']) {
        const response = await fetch(`${server.url}/unsubscribe/${bad}`, { method });
        expect(response.status).toBe(404);
        expect((await response.json()).error.code).toBe('email.unsubscribeLinkInvalid');
      }
    }
    expect(
      await db()
        .select()
        .from(emailSuppressions)
        .where(eq(emailSuppressions.address, 'ana@cliente.example.com')),
    ).toEqual([]);
  });
});
