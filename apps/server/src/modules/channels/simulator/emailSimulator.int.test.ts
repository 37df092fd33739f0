import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../../db/schema/index.ts';
import type { ApiClient } from '../../../testing/ApiClient.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startFakeDns } from '../../../testing/startFakeDns.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { until } from '../../../testing/until.ts';
import { connectEmailChannel } from '../email/testing/connectEmailChannel.ts';
import { startSmtpRelay } from '../email/testing/startSmtpRelay.ts';

// The simulator plays e-mail customers (issue 17): their mail goes to Prosa's inbound SMTP
// endpoint, the thread shows the answers the channel's outbox sent to the account's relay; with
// the endpoint off, the simulator says so.

let dns: Awaited<ReturnType<typeof startFakeDns>>;
let relay: Awaited<ReturnType<typeof startSmtpRelay>>;
const servers: TestServer[] = [];

beforeAll(async () => {
  dns = await startFakeDns();
  relay = await startSmtpRelay();
}, 30_000);
afterAll(async () => {
  for (const server of servers) await server.close();
  await relay?.close();
  await dns?.close();
});

// A demo server (its SMTP endpoint on or off) with an e-mail channel on the demo chatbot.
async function serverWithEmailChannel(inbound: boolean) {
  const server = await startTestServer({
    DNS_SERVERS: dns.address,
    ...(inbound ? { SMTP_INBOUND_PORT: '0' } : {}),
  });
  servers.push(server);
  const admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  const botId = (await admin.get('/api/bots')).body[0]._id as string;
  const { channel } = await connectEmailChannel(admin, dns, {
    domain: 'loja-simulada.example.com',
    local: 'contato',
    botId,
    relayPort: relay.port,
    login: relay.login,
  });
  return { server, admin, channelId: channel.id };
}

type ThreadMessage = { direction: string; text: string; status: string };
const threadOf = async (admin: ApiClient, id: string, customer: string): Promise<ThreadMessage[]> =>
  (await admin.get(`/api/simulator/channels/${id}/thread?customer=${encodeURIComponent(customer)}`)).body
    .messages;

describe('e-mail in the simulator', () => {
  it('a customer mails the channel, the answers the relay took show in the thread, and a reply threads', async () => {
    const { server, admin, channelId } = await serverWithEmailChannel(true);
    expect((await admin.get('/api/simulator/channels')).body.channels).toContainEqual({
      id: channelId,
      name: 'E-mail contato@loja-simulada.example.com',
      type: 'email',
      provider: 'smtp',
      instanceId: 'contato@loja-simulada.example.com',
    });
    const wrong = await admin.post(`/api/simulator/channels/${channelId}/messages`, {
      customer: '5511999990000',
      text: 'Oi',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('simulator.emailInvalid');

    const customer = 'Cliente.Simulado@example.org';
    const sent = await admin.post(`/api/simulator/channels/${channelId}/messages`, {
      customer,
      profileName: 'Cliente Simulado',
      text: 'Olá, quero saber do meu pedido',
    });
    expect(sent.status).toBe(200);
    const answered = await until(async () => {
      const thread = await threadOf(admin, channelId, customer);
      return thread.some((message) => message.direction === 'out') && thread;
    });
    expect(answered[0]).toMatchObject({ direction: 'in', text: 'Olá, quero saber do meu pedido' });
    expect(answered.find((message) => message.direction === 'out')?.status).toBe('sent');
    // What the thread shows is what the relay took, addressed to the customer.
    const toCustomer = relay.mails.filter((mail) => mail.to.includes('cliente.simulado@example.org'));
    expect(toCustomer.length).toBeGreaterThan(0);
    const firstAnswer = await simpleParser(toCustomer[0]?.raw ?? Buffer.alloc(0));
    expect(answered.map((message) => message.text)).toContain(firstAnswer.text?.trim());

    expect(
      (await admin.post(`/api/simulator/channels/${channelId}/messages`, { customer, text: 'Obrigado' }))
        .status,
    ).toBe(200);
    await until(async () =>
      (await threadOf(admin, channelId, customer)).some((message) => message.text === 'Obrigado'),
    );
    // The second mail answers Prosa's: one conversation for the customer.
    const rows = await server.services.database.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.channelId, channelId),
          eq(conversations.visitorId, 'cliente.simulado@example.org'),
        ),
      );
    expect(rows).toHaveLength(1);
    // Mail has no read receipts: "read" changes nothing and fails nothing.
    expect((await admin.post(`/api/simulator/channels/${channelId}/read`, { customer })).status).toBe(200);
  });

  it('says the inbound endpoint is off when SMTP_INBOUND_PORT is unset', async () => {
    const { admin, channelId } = await serverWithEmailChannel(false);
    const answer = await admin.post(`/api/simulator/channels/${channelId}/messages`, {
      customer: 'cliente@example.org',
      text: 'Oi',
    });
    expect(answer.status).toBe(503);
    expect(answer.body.error.code).toBe('simulator.inboundSmtpOff');
  });
});
