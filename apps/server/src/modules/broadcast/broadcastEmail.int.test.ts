import { Resolver } from 'node:dns/promises';
import { and, eq } from 'drizzle-orm';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../app/newId.ts';
import {
  broadcastRecipients,
  broadcastTemplates,
  creditCharges,
  emailSuppressions,
} from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startFakeDns } from '../../testing/startFakeDns.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';
import { connectEmailChannel, verifySendingDomain } from '../channels/email/testing/connectEmailChannel.ts';
import { deliveryReport, spamComplaint } from '../channels/email/testing/deliveryReport.ts';
import { startSmtpRelay } from '../channels/email/testing/startSmtpRelay.ts';
import { accountIdOf } from '../live/testing/insertConversation.ts';
import { enqueueDispatch } from './enqueueDispatch.ts';

// E-mail dispatches (issue 18) end to end: sent through the e-mail channel's relay (a real SMTP
// server) as an allowed address of another verified domain of the account, DKIM-signed with that
// domain's key, with List-Unsubscribe; suppressed addresses never mailed; the relay's refusals and
// bounce reports (to Prosa's inbound SMTP endpoint) as soft and hard bounces; opens and clicks
// through the signed tracking links; an unsubscription recorded on the recipient.

let server: TestServer;
let dns: Awaited<ReturnType<typeof startFakeDns>>;
let relay: Awaited<ReturnType<typeof startSmtpRelay>>;
let gestor: ApiClient;
let accountId: string;
let channelId = '';
let templateId = '';
const shopDomain = 'loja-disparo.example.com';
const shop = `contato@${shopDomain}`;
const newsDomain = 'novidades-disparo.example.com';
const sender = {
  senderName: 'Loja Novidades',
  senderAddress: `ofertas@${newsDomain}`,
  replyTo: `respostas@${newsDomain}`,
};
const db = () => server.services.database.db;
const address = (name: string) =>
  `${name}-${newToken(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}@cliente.example.com`;

const relayedTo = (to: string, count = 1) =>
  until(async () => {
    const mails = relay.mails.filter((mail) => mail.to.includes(to));
    return mails.length >= count && mails;
  });
const recipientOf = (dispatchId: string, email: string) =>
  until(async () => {
    const [row] = await db()
      .select()
      .from(broadcastRecipients)
      .where(and(eq(broadcastRecipients.dispatchId, dispatchId), eq(broadcastRecipients.email, email)));
    return row;
  });
const recipientIn = (dispatchId: string, email: string, state: string) =>
  until(async () => {
    const row = await recipientOf(dispatchId, email);
    return row.state === state && row;
  });
const dispatchOf = async (id: string) => (await gestor.get(`/api/broadcast/dispatches/${id}`)).body.dispatch;
const dispatchTo = async (recipients: Array<{ name?: string; email: string }>, extra: object = {}) => {
  const created = await gestor.post('/api/broadcast/dispatches', {
    name: `E-mail ${newToken(4)}`,
    channelId,
    templateId,
    variables: ['{name}', 'NATAL'],
    recipients,
    ...sender,
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.dispatch.id as string;
};
// A receiving server's bounce report for one of our mails, to the channel's address (null sender).
// A report to the shop's address, as a receiving server or a mailbox provider hands it to Prosa's
// inbound SMTP endpoint (null sender, as reports go).
const report = async (raw: string) => {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: server.smtpInboundPort ?? 0,
    secure: false,
    ignoreTLS: true,
  });
  await transport.sendMail({ envelope: { from: '', to: shop }, raw }).finally(() => transport.close());
};
const bounce = (messageId: string, to: string, status: string) =>
  report(deliveryReport(shop, messageId, to, status));
// The mail's header lines, unfolded.
const headersOf = (raw: Buffer) => raw.toString('utf8').replace(/\r\n[ \t]+/g, ' ');
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

beforeAll(async () => {
  dns = await startFakeDns();
  relay = await startSmtpRelay();
  server = await startTestServer({ DNS_SERVERS: dns.address, SMTP_INBOUND_PORT: '0' });
  accountId = await accountIdOf(db(), 'Prosa Demo');
  const admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  const botId = (await admin.get('/api/bots')).body[0]._id;
  ({
    channel: { id: channelId },
  } = await connectEmailChannel(admin, dns, {
    domain: shopDomain,
    local: 'contato',
    botId,
    relayPort: relay.port,
    login: relay.login,
  }));
  const news = await verifySendingDomain(admin, dns, { domain: newsDomain, local: 'ofertas' });
  await admin.put(`/api/settings/domains/${news.id}/emails`, { emails: ['ofertas', 'respostas'] });
  gestor = (await signIn(server.url, 'gestor@prosa.demo')).client;
  // The template's e-mail parts as the template form stores them (another part's; written here).
  templateId = newId();
  await db().insert(broadcastTemplates).values({
    id: templateId,
    accountId,
    channelId,
    name: 'Oferta por e-mail',
    category: 'marketing',
    language: 'pt_BR',
    body: 'Olá {{1}}, use o cupom {{2}} hoje.',
    emailSubject: 'Oferta para {{1}}',
    emailHtml:
      '<html><body><p>Olá {{1}}, cupom <b>{{2}}</b>.</p><a href="https://loja.example.com/oferta?a=1&amp;b=2">Ver</a> <a href="mailto:sac@loja.example.com">SAC</a></body></html>',
    status: 'approved',
  });
  const template = (await gestor.get(`/api/broadcast/templates/${templateId}`)).body.template;
  expect(template).toMatchObject({ status: 'approved', emailSubject: 'Oferta para {{1}}' });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await relay?.close();
  await dns?.close();
});

describe('e-mail dispatches', () => {
  it('offers the channels and the allowed senders of the verified domains', async () => {
    const channels = (await gestor.get('/api/broadcast/channels')).body.channels;
    expect(channels).toContainEqual(expect.objectContaining({ id: channelId, type: 'email' }));
    const senders = (await gestor.get('/api/broadcast/senders')).body.senders;
    expect(senders).toEqual(
      expect.arrayContaining([
        { domain: shopDomain, emails: ['contato'] },
        { domain: newsDomain, emails: ['ofertas', 'respostas'] },
      ]),
    );
  });

  it('mails each recipient once, as the chosen sender signed with its domain’s key, never a suppressed address', async () => {
    const ana = address('ana');
    const suppressed = address('saiu');
    await db().insert(emailSuppressions).values({ accountId, address: suppressed, reason: 'unsubscribed' });
    const id = await dispatchTo([
      { name: 'Ana <b>', email: ana.toUpperCase() },
      { name: 'Saiu', email: suppressed },
      { name: 'Ana de novo', email: ana },
    ]);
    const [mail] = await relayedTo(ana);
    if (!mail) throw new Error('no mail');
    // Bounces come back to the channel's own address.
    expect(mail.from).toBe(shop);
    const parsed = await simpleParser(mail.raw);
    expect(parsed.from?.value[0]).toMatchObject({ name: 'Loja Novidades', address: `ofertas@${newsDomain}` });
    expect(parsed.replyTo?.value[0]?.address).toBe(`respostas@${newsDomain}`);
    expect(parsed.subject).toBe('Oferta para Ana <b>');
    expect(parsed.text?.trim()).toBe('Olá Ana <b>, use o cupom NATAL hoje.');
    expect(parsed.html).toContain('Olá Ana &lt;b&gt;, cupom <b>NATAL</b>.');
    expect(parsed.html).toContain(`http://prosa-track.${newsDomain}/t/c/`);
    expect(parsed.html).toContain('href="mailto:sac@loja.example.com"');
    expect(parsed.html).not.toContain('https://loja.example.com/oferta');
    const raw = headersOf(mail.raw);
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/unsubscribe\/[^>]+>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    const resolver = new Resolver();
    resolver.setServers([dns.address]);
    const verdict = await dkimVerify(mail.raw, {
      resolver: (name, rrtype) => resolver.resolve(name, rrtype as 'TXT'),
    });
    expect(verdict.results[0]).toMatchObject({ signingDomain: newsDomain, status: { result: 'pass' } });
    const done = await until(async () => {
      const dispatch = await dispatchOf(id);
      return dispatch.counts.waiting === 0 && dispatch.status !== 'processing' && dispatch;
    });
    expect(done.counts).toMatchObject({ sent: 1, notSent: 1, failed: 0 });
    expect(await recipientOf(id, suppressed)).toMatchObject({ state: 'notSent', reason: 'emailSuppressed' });
    expect(relay.mails.filter((one) => one.to.includes(suppressed))).toEqual([]);
    expect(relay.mails.filter((one) => one.to.includes(ana))).toHaveLength(1);
    // An e-mail costs no credit; its charge counts in the month's consumption.
    const charges = await db()
      .select()
      .from(creditCharges)
      .where(eq(creditCharges.idempotencyKey, `dispatch:${id}:${(await recipientOf(id, ana)).id}`));
    expect(charges.map((charge) => [charge.kind, charge.units, charge.credits])).toEqual([['email', 1, 0]]);
  });

  it('records opens and clicks through the signed tracking links, and refuses forged ones', async () => {
    const bia = address('bia');
    const id = await dispatchTo([{ name: 'Bia', email: bia }]);
    const [mail] = await relayedTo(bia);
    const html = (await simpleParser(mail?.raw ?? '')).html || '';
    const pixel = /<img src="([^"]+\/t\/o\/[^"]+)"/.exec(html)?.[1] ?? '';
    const click = /href="([^"]+\/t\/c\/[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(pixel).not.toBe('');
    expect(click).not.toBe('');
    await recipientIn(id, bia, 'sent');

    const opened = await fetch(`${server.url}${pathOf(pixel)}`);
    expect([opened.status, opened.headers.get('content-type')]).toEqual([200, 'image/gif']);
    expect((await recipientOf(id, bia)).openedAt).not.toBeNull();
    expect((await dispatchOf(id)).counts).toMatchObject({ opened: 1, clicked: 0 });

    const clicked = await fetch(`${server.url}${pathOf(click)}`, { redirect: 'manual' });
    expect([clicked.status, clicked.headers.get('location')]).toEqual([
      302,
      'https://loja.example.com/oferta?a=1&b=2',
    ]);
    expect(await recipientOf(id, bia)).toMatchObject({ state: 'clicked' });
    expect((await dispatchOf(id)).counts).toMatchObject({ opened: 0, clicked: 1 });

    // Another target under the same MAC, a token of the other kind, garbage: invalid, nothing recorded.
    const token = pathOf(click).split('/').at(-1) ?? '';
    const [, mac] = token.split('.');
    const forgedTarget = `${Buffer.from(`c ${(await recipientOf(id, bia)).id} https://evil.example.com/`).toString('base64url')}.${mac}`;
    const openToken = pathOf(pixel).split('/').at(-1) ?? '';
    for (const path of [`/t/c/${forgedTarget}`, `/t/c/${openToken}`, `/t/o/${token}`, '/t/o/nada.nada']) {
      const answer = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(answer.status, path).toBe(404);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe(
        'broadcast.trackingLinkInvalid',
      );
    }
  });

  it('ends a recipient the relay refuses for good as a hard bounce, and retries one refused for now', async () => {
    const gone = address('sumiu');
    const full = address('lotada');
    relay.refusals.set(gone, 550);
    relay.refusals.set(full, 452);
    const id = await dispatchTo([{ email: gone }, { email: full }]);
    expect(await recipientIn(id, gone, 'hardBounce')).toMatchObject({ reason: 'emailHardBounce' });
    const [suppression] = await db()
      .select()
      .from(emailSuppressions)
      .where(and(eq(emailSuppressions.accountId, accountId), eq(emailSuppressions.address, gone)));
    expect(suppression?.reason).toBe('hardBounce');
    // Refused for now: still waiting, tried again until the relay takes it.
    await until(async () => {
      const row = await recipientOf(id, full);
      return row.state === 'waiting' && row.attempts >= 1;
    });
    relay.refusals.delete(full);
    await recipientIn(id, full, 'sent');
    expect(relay.mails.filter((mail) => mail.to.includes(full))).toHaveLength(1);
    expect((await dispatchOf(id)).counts).toMatchObject({ hardBounce: 1, sent: 1 });
  });

  it('takes bounce reports: a hard one ends the recipient, a soft one mails again within 72 hours, then ends it', async () => {
    const hard = address('hard');
    const soft = address('soft');
    const id = await dispatchTo([{ email: hard }, { email: soft }]);
    const [hardMail] = await relayedTo(hard);
    const [softMail] = await relayedTo(soft);
    await recipientIn(id, hard, 'sent');
    await recipientIn(id, soft, 'sent');
    const hardId = (await simpleParser(hardMail?.raw ?? '')).messageId ?? '';
    await bounce(hardId, hard, '5.1.1');
    expect(await recipientIn(id, hard, 'hardBounce')).toMatchObject({ reason: 'emailHardBounce' });
    expect(
      await db()
        .select()
        .from(emailSuppressions)
        .where(and(eq(emailSuppressions.accountId, accountId), eq(emailSuppressions.address, hard))),
    ).toHaveLength(1);

    const firstId = (await simpleParser(softMail?.raw ?? '')).messageId ?? '';
    await bounce(firstId, soft, '4.2.2');
    const waiting = await recipientIn(id, soft, 'waiting');
    expect(waiting.reason).toBe('emailSoftBounce');
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20 * 60_000);
    // Its time come, it is mailed again under a Message-ID of its own.
    await db()
      .update(broadcastRecipients)
      .set({ nextAttemptAt: new Date() })
      .where(eq(broadcastRecipients.id, waiting.id));
    await enqueueDispatch(server.services, id, null);
    const [, again] = await relayedTo(soft, 2);
    const secondId = (await simpleParser(again?.raw ?? '')).messageId ?? '';
    expect(secondId).not.toBe(firstId);
    await recipientIn(id, soft, 'sent');
    // Past 72 hours since it was stored, a soft bounce ends it.
    await db()
      .update(broadcastRecipients)
      .set({ createdAt: new Date(Date.now() - 73 * 3_600_000) })
      .where(eq(broadcastRecipients.id, waiting.id));
    await bounce(secondId, soft, '4.2.2');
    await recipientIn(id, soft, 'softBounce');
    const done = await until(async () => {
      const dispatch = await dispatchOf(id);
      return dispatch.status !== 'processing' && dispatch;
    });
    expect(done).toMatchObject({ status: 'error', counts: { hardBounce: 1, softBounce: 1 } });
  });

  it('records a spam complaint on the recipient, and mails the address no more', async () => {
    const reporter = address('spam');
    const id = await dispatchTo([{ email: reporter }]);
    const [mail] = await relayedTo(reporter);
    await recipientIn(id, reporter, 'sent');
    const messageId = (await simpleParser(mail?.raw ?? '')).messageId ?? '';
    await report(spamComplaint(shop, messageId, reporter));
    expect(await recipientIn(id, reporter, 'spam')).toMatchObject({ reason: 'emailSpam', failedAt: null });
    const [suppressed] = await db()
      .select()
      .from(emailSuppressions)
      .where(and(eq(emailSuppressions.accountId, accountId), eq(emailSuppressions.address, reporter)));
    expect(suppressed?.reason).toBe('spam');
    const done = await until(async () => {
      const dispatch = await dispatchOf(id);
      return dispatch.status !== 'processing' && dispatch;
    });
    expect(done).toMatchObject({ status: 'sent', counts: { spam: 1 } });
  });

  it('records an unsubscription on the recipient, and mails the address no more', async () => {
    const cris = address('cris');
    const id = await dispatchTo([{ email: cris }]);
    const [mail] = await relayedTo(cris);
    await recipientIn(id, cris, 'sent');
    const link = /^List-Unsubscribe: <([^>]+)>/m.exec(headersOf(mail?.raw ?? Buffer.alloc(0)))?.[1] ?? '';
    const answer = await fetch(`${server.url}${pathOf(link)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    await recipientIn(id, cris, 'unsubscribed');
    expect((await dispatchOf(id)).counts).toMatchObject({ unsubscribed: 1 });
    const next = await dispatchTo([{ email: cris }]);
    expect(await recipientIn(next, cris, 'notSent')).toMatchObject({ reason: 'emailSuppressed' });
  });

  it('refuses bad input with catalogue errors and no 500', async () => {
    const recipients = [{ email: 'ana@cliente.example.com' }];
    const base = { name: 'Ruim', channelId, templateId, variables: ['{name}', 'X'], recipients, ...sender };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ senderAddress: undefined }, 400, 'broadcast.senderRequired'],
      [{ replyTo: undefined }, 400, 'broadcast.replyToRequired'],
      [{ senderAddress: 'ofertas' }, 400, 'broadcast.emailInvalid'],
      [{ senderAddress: 'ofertas@outro.example.com' }, 400, 'channels.domainNotVerified'],
      [{ replyTo: `vendas@${newsDomain}` }, 400, 'channels.senderNotAllowed'],
      [{ recipients: [{ email: 'não é e-mail' }] }, 400, 'broadcast.emailInvalid'],
      [{ recipients: [{ phone: '5511987654321' }] }, 400, 'broadcast.emailInvalid'],
      [{ senderName: 'x'.repeat(101) }, 400, 'broadcast.senderNameTooLong'],
      [{ variables: ['só um'] }, 400, 'broadcast.variablesInvalid'],
    ];
    for (const [overrides, status, code] of cases) {
      const answer = await gestor.post('/api/broadcast/dispatches', { ...base, ...overrides });
      expect([answer.status, answer.body.error?.code], JSON.stringify(overrides)).toEqual([status, code]);
    }
  });
});
