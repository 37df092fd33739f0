import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../app/newId.ts';
import { bots, departments, integrations, messages } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { accountIdOf, insertConversation, userIdOf } from '../live/testing/insertConversation.ts';

type Received = { path: string; headers: IncomingHttpHeaders; body: string };

// A chatbot's integrations (administrators) and "send to an integration" on /conversations, against
// a real HTTP receiver on 127.0.0.1 (loopback is what the SSRF guard accepts outside production).
describe('integrations (/api/bots/:botId/integrations, /api/conversations/:id/integrations)', () => {
  let server: TestServer;
  let receiver: Server;
  let receiverUrl = '';
  const received: Received[] = [];
  const as: Record<string, ApiClient> = {};
  let botId = '';
  let otherBotId = '';
  let outraBotId = '';
  let conversationId = '';
  let hiddenConversationId = '';
  const db = () => server.services.database.db;
  const admin = () => as.admin as ApiClient;
  const webhook = (name: string, path = '/hook') => ({ name, endpoint: `${receiverUrl}${path}` });
  // What the "send" tests offer depends on the chatbot's integrations: each starts from none.
  const clearIntegrations = () => db().delete(integrations).where(eq(integrations.botId, botId));

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString(),
        });
        response.statusCode = request.url === '/refuse' ? 422 : 200;
        response.end('{"received":true}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    server = await startTestServer();
    const accountId = await accountIdOf(db(), 'Prosa Demo');
    const outraId = await accountIdOf(db(), 'Outra Empresa');
    for (const [name, email] of [
      ['admin', 'admin@prosa.demo'],
      ['gestor', 'gestor@prosa.demo'],
      ['atendente', 'atendente@prosa.demo'],
      ['outra', 'admin@outra.demo'],
    ] as const)
      as[name] = (await signIn(server.url, email)).client;
    botId = newId();
    otherBotId = newId();
    outraBotId = newId();
    await db()
      .insert(bots)
      .values([
        { id: botId, accountId, name: 'Integrações A', token: newToken(24) },
        { id: otherBotId, accountId, name: 'Integrações B', token: newToken(24) },
        { id: outraBotId, accountId: outraId, name: 'Integrações Outra', token: newToken(24) },
      ]);
    const conversation = await insertConversation(db(), {
      accountId,
      botId,
      status: 'bot',
      queuedAt: null,
      customerName: 'Maria Souza',
    });
    conversationId = conversation.id;
    await db()
      .insert(messages)
      .values({
        id: newId(),
        accountId,
        conversationId,
        seq: 1,
        clientMessageId: newToken(8),
        sender: 'customer',
        text: 'Olá, quero o segundo boleto',
      });
    // Held by the junior, live, in a department of nobody else: the manager may not see it.
    const departmentId = newId();
    await db()
      .insert(departments)
      .values({ id: departmentId, accountId, name: `Só júnior ${departmentId.slice(-4)}` });
    const juniorId = await userIdOf(db(), 'junior@prosa.demo');
    hiddenConversationId = (
      await insertConversation(db(), {
        accountId,
        botId,
        status: 'new',
        departmentId,
        attendantId: juniorId,
        attendants: [{ id: juniorId, name: 'João Júnior' }],
        assignedAt: new Date(),
      })
    ).id;
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('lets administrators add, list, change and remove a chatbot’s integrations; the secret is shown once and sealed', async () => {
    const created = await admin().post(`/api/bots/${botId}/integrations`, webhook('ERP'));
    expect(created.status).toBe(200);
    const { integration, secret } = created.body;
    expect(integration).toMatchObject({ name: 'ERP', kind: 'webhook', isActive: true, botId });
    expect(secret).toMatch(/^prosa_/);
    const [row] = await db().select().from(integrations).where(eq(integrations.id, integration.id));
    expect(row?.sealedSecrets).not.toContain(secret);

    const listed = await admin().get(`/api/bots/${botId}/integrations`);
    expect(listed.body.integrations.map((i: { name: string }) => i.name)).toEqual(['ERP']);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const changed = await admin().put(`/api/bots/${botId}/integrations/${integration.id}`, {
      ...webhook('ERP novo'),
      isActive: false,
    });
    expect(changed.body.integration).toMatchObject({ name: 'ERP novo', isActive: false });
    const renewed = await admin().post(`/api/bots/${botId}/integrations/${integration.id}/secret`);
    expect(renewed.body.secret).not.toBe(secret);

    expect((await admin().delete(`/api/bots/${botId}/integrations/${integration.id}`)).status).toBe(200);
    expect((await admin().get(`/api/bots/${botId}/integrations`)).body.integrations).toEqual([]);
  });

  it('refuses bad input with catalogue errors and changes nothing', async () => {
    const codeOf = async (body: unknown) =>
      (await admin().post(`/api/bots/${botId}/integrations`, body)).body.error?.code;
    expect(await codeOf({ name: '', endpoint: `${receiverUrl}/hook` })).toBe('integrations.nameRequired');
    expect(await codeOf({ name: 'x'.repeat(81), endpoint: `${receiverUrl}/hook` })).toBe(
      'integrations.nameTooLong',
    );
    expect(await codeOf({ name: 'A', endpoint: 'not a url' })).toBe('integrations.endpointInvalid');
    expect(await codeOf({ name: 'A', endpoint: 'ftp://example.com/x' })).toBe('integrations.endpointInvalid');
    expect(await codeOf({ name: 'A', endpoint: 'http://10.0.0.1/hook' })).toBe(
      'integrations.endpointRefused',
    );
    expect(await codeOf({ name: 'A', endpoint: 'http://169.254.169.254/latest' })).toBe(
      'integrations.endpointRefused',
    );
    expect(await codeOf({ name: 'A', kind: 'jira', endpoint: `${receiverUrl}/hook` })).toBe(
      'integrations.kindInvalid',
    );
    expect(await codeOf({ name: 'A', endpoint: `${receiverUrl}/hook`, config: { password: 'x' } })).toBe(
      'integrations.configInvalid',
    );
    expect((await admin().post(`/api/bots/${botId}/integrations`, webhook('Único'))).status).toBe(200);
    expect(await codeOf(webhook('Único'))).toBe('integrations.nameTaken');
    expect((await admin().post(`/api/bots/no-such-bot/integrations`, webhook('A'))).body.error?.code).toBe(
      'integrations.botNotFound',
    );
    const names = (await admin().get(`/api/bots/${botId}/integrations`)).body.integrations.map(
      (i: { name: string }) => i.name,
    );
    expect(names).toEqual(['Único']);
  });

  it('keeps integrations to administrators, and another account’s chatbot and integration do not exist', async () => {
    const { integration } = (await admin().post(`/api/bots/${botId}/integrations`, webhook('Restrito'))).body;
    expect((await (as.gestor as ApiClient).get(`/api/bots/${botId}/integrations`)).status).toBe(403);
    expect(
      (await (as.gestor as ApiClient).post(`/api/bots/${botId}/integrations`, webhook('G'))).status,
    ).toBe(403);
    const outra = as.outra as ApiClient;
    expect((await outra.get(`/api/bots/${botId}/integrations`)).body.error?.code).toBe(
      'integrations.botNotFound',
    );
    expect(
      (await outra.put(`/api/bots/${botId}/integrations/${integration.id}`, webhook('Invadido'))).body.error
        ?.code,
    ).toBe('integrations.notFound');
    expect((await outra.delete(`/api/bots/${botId}/integrations/${integration.id}`)).status).toBe(404);
    // Outra Empresa's own integration cannot be used on Prosa Demo's conversation.
    const outraIntegration = (await outra.post(`/api/bots/${outraBotId}/integrations`, webhook('Dela'))).body
      .integration;
    const sent = await admin().post(
      `/api/conversations/${conversationId}/integrations/${outraIntegration.id}`,
    );
    expect(sent.body.error?.code).toBe('integrations.notFound');
    await admin().delete(`/api/bots/${botId}/integrations/${integration.id}`);
  });

  it('sends the conversation record, signed with the secret and timestamped, to the endpoint', async () => {
    await clearIntegrations();
    const { integration, secret } = (
      await admin().post(`/api/bots/${botId}/integrations`, webhook('Receptor', '/receive'))
    ).body;
    const offered = await (as.atendente as ApiClient).get(
      `/api/conversations/${conversationId}/integrations`,
    );
    expect(offered.body.integrations).toEqual([{ id: integration.id, name: 'Receptor' }]);

    const before = received.length;
    const sent = await (as.atendente as ApiClient).post(
      `/api/conversations/${conversationId}/integrations/${integration.id}`,
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ ok: true, status: 200 });
    const got = received.slice(before);
    expect(got).toHaveLength(1);
    const [request] = got as [Received];
    expect(request.path).toBe('/receive');
    expect(request.headers['content-type']).toBe('application/json');
    const timestamp = String(request.headers['x-prosa-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex');
    expect(request.headers['x-prosa-signature']).toBe(`sha256=${expected}`);
    const payload = JSON.parse(request.body);
    expect(payload.event).toBe('conversation.sent');
    // The same record the detail shows.
    const detail = (await admin().get(`/api/conversations/${conversationId}`)).body;
    expect(payload.conversation).toEqual(detail);
    expect(payload.conversation.messages[0].text).toBe('Olá, quero o segundo boleto');
    await admin().delete(`/api/bots/${botId}/integrations/${integration.id}`);
  });

  it('answers catalogue errors for an inactive, unknown, refusing or unreachable integration, and keeps the view rule', async () => {
    await clearIntegrations();
    const create = async (name: string, body: Record<string, unknown> = {}) =>
      (await admin().post(`/api/bots/${botId}/integrations`, { ...webhook(name), ...body })).body.integration;
    const sendAs = async (who: string, conversation: string, integrationId: string) =>
      (await (as[who] as ApiClient).post(`/api/conversations/${conversation}/integrations/${integrationId}`))
        .body.error;
    const inactive = await create('Inativa', { isActive: false });
    expect((await sendAs('admin', conversationId, inactive.id))?.code).toBe('integrations.inactive');
    expect(
      (await (as.admin as ApiClient).get(`/api/conversations/${conversationId}/integrations`)).body
        .integrations,
    ).toEqual([]);
    expect((await sendAs('admin', conversationId, 'no-such-integration'))?.code).toBe(
      'integrations.notFound',
    );
    // An integration of another chatbot of the same account is not this conversation's.
    const other = (await admin().post(`/api/bots/${otherBotId}/integrations`, webhook('Outro bot'))).body
      .integration;
    expect((await sendAs('admin', conversationId, other.id))?.code).toBe('integrations.notFound');

    const refusing = await create('Recusa', { endpoint: `${receiverUrl}/refuse` });
    const refused = await sendAs('admin', conversationId, refusing.id);
    expect(refused?.code).toBe('integrations.endpointStatus');
    expect(refused?.message).toContain('422');

    // A port nobody listens on: the receiver is closed for this one.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await create('Fora do ar', { endpoint: `http://127.0.0.1:${closedPort}/x` });
    const answer = await (as.admin as ApiClient).post(
      `/api/conversations/${conversationId}/integrations/${unreachable.id}`,
    );
    expect([answer.status, answer.body.error?.code]).toEqual([502, 'integrations.endpointUnreachable']);

    // The manager may not see the junior's conversation: not found, nothing sent.
    const active = await create('Ativa');
    const before = received.length;
    expect((await sendAs('gestor', hiddenConversationId, active.id))?.code).toBe('conversations.notFound');
    expect(
      (await (as.gestor as ApiClient).get(`/api/conversations/${hiddenConversationId}/integrations`)).status,
    ).toBe(404);
    expect((await sendAs('outra', conversationId, active.id))?.code).toBe('conversations.notFound');
    expect(received.length).toBe(before);
  });
});
