import type { ConversationList } from '@prosa/contracts';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { afterAll, describe, expect, it } from 'vitest';
import { verifySendingDomain } from '../../apps/server/src/modules/channels/email/testing/connectEmailChannel.ts';
import { startSmtpRelay } from '../../apps/server/src/modules/channels/email/testing/startSmtpRelay.ts';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { startFakeDns } from '../../apps/server/src/testing/startFakeDns.ts';
import { until } from '../../apps/server/src/testing/until.ts';
import { ChatbotSettingsPage } from '../pages/ChatbotSettingsPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { demoPassword } from '../support/apiSession.ts';
import { publishHandoffFlow } from '../support/publishHandoffFlow.ts';
import { signInToLive } from '../support/signInToLive.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own with Prosa's inbound mail server on, a DNS that publishes the sending
// domain's records, and the account's SMTP relay, where the chatbot's and attendant's mail lands.
const dns = await startFakeDns();
const relay = await startSmtpRelay();
afterAll(async () => {
  await relay.close();
  await dns.close();
});
const ownServer = useOwnServer({ DNS_SERVERS: dns.address, SMTP_INBOUND_PORT: '0' });
const browser = useBrowser();

const shop = 'atendimento@loja-historia.example.com';
const customer = 'maria@cliente-historia.example.com';

// The customer's mail server delivering to the address's MX, Prosa's inbound endpoint.
const customerSends = (mail: Mail.Options) => {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: ownServer().smtpInboundPort ?? 0,
    secure: false,
    ignoreTLS: true,
  });
  return transport
    .sendMail({ from: `Maria Cliente <${customer}>`, to: shop, ...mail })
    .finally(() => transport.close());
};
// What reached the customer's mailbox so far, parsed, with the first containing `text`.
const customerReceives = (text: string) =>
  until(async () => {
    for (const relayed of relay.mails.filter((mail) => mail.to.includes(customer))) {
      const mail = await simpleParser(relayed.raw);
      if (mail.text?.includes(text)) return mail;
    }
    return null;
  });

describe('an e-mail customer', () => {
  it('writes to the chatbot’s address, answers its options by number, is handed off, and their reply to the attendant threads into the same conversation', async () => {
    const admin = new ApiClient(ownServer().url);
    await admin.post('/api/auth/login', { email: 'admin@prosa.demo', password: demoPassword });
    const { bot } = await publishHandoffFlow(admin, 'E-mail');
    await verifySendingDomain(admin, dns, { domain: 'loja-historia.example.com', local: 'atendimento' });

    // The administrator connects the address on the installation tab and finds the mail server to
    // point its MX at; the connection test logs in to the relay.
    const adminContext = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(adminContext, ownServer().url, 'admin@prosa.demo');
    const settings = await ChatbotSettingsPage.open(page, bot._id, 'installation');
    await settings.connectEmail({
      fromName: 'Loja História',
      fromAddress: shop,
      smtpHost: '127.0.0.1',
      smtpPort: String(relay.port),
      smtpUser: relay.login.user,
      smtpPassword: relay.login.password,
    });
    const channelName = 'E-mail Prosa Bot';
    await expect
      .poll(() => settings.mailServer(channelName).inputValue())
      .toBe(`localhost:${ownServer().smtpInboundPort}`);
    expect(await settings.testedConnection(channelName)).toMatch(/Conexão funcionando/);

    const live = await signInToLive(
      await browser.newContext({ baseURL: ownServer().url }),
      ownServer().url,
      'atendente@prosa.demo',
    );

    // The customer writes; the chatbot answers by e-mail with its options numbered, and the
    // customer answers that mail with a number (their client quotes the mail below).
    await customerSends({
      subject: 'Boleto atrasado',
      messageId: '<c1@cliente-historia.example.com>',
      text: 'Olá, meu boleto venceu e preciso de ajuda.',
    });
    const options = await customerReceives('3. Financeiro');
    expect(options.subject).toBe('Re: Boleto atrasado');
    await customerSends({
      subject: 'Re: Boleto atrasado',
      messageId: '<c2@cliente-historia.example.com>',
      inReplyTo: options.messageId,
      references: ['<c1@cliente-historia.example.com>', options.messageId ?? ''],
      text: `3\n\nEm sex., 27 de nov. de 2026, Loja História <${shop}> escreveu:\n> 3. Financeiro`,
    });

    // The attendant finds the e-mail conversation in the queue, takes it and answers.
    const queued = await until(async () => {
      const list = (await admin.get('/api/live/conversations?box=queue')).body as ConversationList;
      return list.items.find((conversation) => conversation.channel === 'email');
    });
    expect(queued.customerName).toBe('Maria Cliente');
    await live.openQueue();
    await live.item('Maria Cliente').getByRole('img', { name: 'E-mail' }).waitFor();
    await live.take('Maria Cliente');
    await live.message('Olá, meu boleto venceu').waitFor();
    const answer = 'Olá, Maria! Sou a Aline, vou verificar o seu boleto.';
    await live.reply(answer);

    // The answer reaches the customer threaded under the conversation; their reply to it lands in
    // the same room, without the quoted text.
    const answered = await customerReceives('Sou a Aline');
    expect([answered.references].flat()).toContain('<c2@cliente-historia.example.com>');
    await customerSends({
      subject: 'Re: Boleto atrasado',
      messageId: '<c3@cliente-historia.example.com>',
      inReplyTo: answered.messageId,
      references: [options.messageId ?? '', answered.messageId ?? ''],
      text: `Obrigada, Aline! Fico no aguardo.\n\nEm sex., 27 de nov. de 2026, Loja História <${shop}> escreveu:\n> ${answer}`,
    });
    await live.message('Obrigada, Aline! Fico no aguardo.').waitFor();
    expect(await live.messages()).not.toContainEqual(expect.stringContaining('escreveu:'));
    const room = (await admin.get(`/api/live/conversations/${queued._id}/messages`)).body as {
      items: Array<{ text: string }>;
    };
    expect(room.items.map((message) => message.text)).toContain('Obrigada, Aline! Fico no aguardo.');
  }, 180_000);
});
