import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../../../testing/until.ts';
import { startWebhookReceiver } from '../../../../testing/webhookReceiver.ts';
import type { AdapterChannel, ChannelAdapter, InboundEvent } from '../ChannelAdapter.ts';
import { httpSmsAdapter } from './httpSmsAdapter.ts';
import { twilioSmsAdapter } from './twilioSmsAdapter.ts';

// The SMS adapters against the sandbox's fakes (Twilio's SMS numbers, the generic gateway): real
// HTTP both ways, signatures and tokens included.
describe('SMS adapters ↔ sandbox fakes', () => {
  let sandbox: Sandbox;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let twilio: AdapterChannel;
  let gateway: AdapterChannel;

  const register = async (body: unknown) => {
    const answer = await fetch(`${sandbox.url}/_sandbox/numbers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(answer.status).toBe(204);
  };
  const customerWrites = (provider: string, instanceId: string, text: string) =>
    fetch(`${sandbox.url}/_sandbox/customer/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider, instanceId, from: '5511988887777', text }),
    }).then((answer) => answer.json() as Promise<{ id: string }>);

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = createSandbox({ statusDelayMs: 10 });
    await sandbox.start();
    twilio = {
      id: 'sms-twilio',
      accountId: 'acc1',
      type: 'sms',
      provider: 'twilio',
      config: {
        accountSid: 'AC00000000000000000000000000000002',
        from: '15017122661',
        apiBaseUrl: sandbox.url,
      },
      secrets: { authToken: 'sandbox-sms-token' },
      webhookUrl: `${receiver.url}/webhooks/sms/sms-twilio`,
    };
    gateway = {
      id: 'sms-gateway',
      accountId: 'acc1',
      type: 'sms',
      provider: 'http',
      config: {
        urlTemplate: `${sandbox.url}/sms-gateway/send?to={to}&from={from}&ref={id}`,
        method: 'POST',
        authHeader: 'X-Api-Key',
        from: '29123',
        idField: 'id',
        statusField: 'status',
        fromField: 'from',
        textField: 'text',
        statusMap: 'ENVIADA=sent,ENTREGUE=delivered,NAO_ENTREGUE=failed',
      },
      secrets: { authValue: 'gateway-key' },
      webhookUrl: `${receiver.url}/webhooks/sms/sms-gateway`,
    };
    await register({
      provider: 'twilio',
      instanceId: twilio.config.from,
      webhookUrl: twilio.webhookUrl,
      secrets: twilio.secrets,
      config: { accountSid: twilio.config.accountSid, channel: 'sms' },
    });
    await register({
      provider: 'smsGateway',
      instanceId: '29123',
      webhookUrl: httpSmsAdapter.providerWebhookUrl?.(gateway),
      secrets: gateway.secrets,
      config: { authHeader: 'X-Api-Key', channel: 'sms' },
    });
  });

  afterAll(async () => {
    await sandbox?.close();
    await receiver?.close();
  });

  // Every event the channel would take from what arrived for it, each request's proof checked.
  const eventsOf = (adapter: ChannelAdapter, channel: AdapterChannel): InboundEvent[] =>
    receiver.received
      .filter((request) => request.path === new URL(channel.webhookUrl).pathname)
      .flatMap((request) => {
        expect(adapter.verifySignature(channel, request)).toBe(true);
        return adapter.parse(channel, request);
      });
  const statusesOf = (adapter: ChannelAdapter, channel: AdapterChannel, id: string) =>
    eventsOf(adapter, channel).flatMap((event) =>
      event.kind === 'status' && event.providerMessageId === id ? [event.status] : [],
    );

  it("Twilio: takes the customer's signed SMS, sends a reply and follows it to delivered", async () => {
    const { id } = await customerWrites('twilio', '15017122661', 'Quero ajuda');
    expect(eventsOf(twilioSmsAdapter, twilio)).toContainEqual(
      expect.objectContaining({
        kind: 'message',
        providerMessageId: id,
        from: '5511988887777',
        text: 'Quero ajuda',
      }),
    );
    const text = `Olá! ${'a'.repeat(160)}`;
    const { providerMessageId } = await twilioSmsAdapter.send(
      twilio,
      { messageId: 'msg-1', to: '5511988887777', text },
      fetch,
    );
    expect(providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    await until(async () => statusesOf(twilioSmsAdapter, twilio, providerMessageId).includes('delivered'));
    expect(statusesOf(twilioSmsAdapter, twilio, providerMessageId)).toEqual(['sent', 'delivered']);
    const status = eventsOf(twilioSmsAdapter, twilio).find(
      (event) => event.kind === 'status' && event.providerMessageId === providerMessageId,
    );
    expect(status).toMatchObject({ messageId: 'msg-1' });
  });

  it('Twilio: refuses a send from a number the account does not own', async () => {
    const other = { ...twilio, config: { ...twilio.config, from: '15550001111' } };
    await expect(
      twilioSmsAdapter.send(other, { messageId: 'msg-2', to: '5511988887777', text: 'x' }, fetch),
    ).rejects.toMatchObject({ transient: false, code: '1001' });
  });

  it("gateway: takes the customer's SMS by its token, sends a reply and maps its statuses", async () => {
    const { id } = await customerWrites('smsGateway', '29123', 'SAIR');
    expect(eventsOf(httpSmsAdapter, gateway)).toContainEqual(
      expect.objectContaining({
        kind: 'message',
        providerMessageId: id,
        from: '5511988887777',
        text: 'SAIR',
      }),
    );
    const { providerMessageId } = await httpSmsAdapter.send(
      gateway,
      { messageId: 'msg-3', to: '5511988887777', text: 'Você foi descadastrado.' },
      fetch,
    );
    await until(async () => statusesOf(httpSmsAdapter, gateway, providerMessageId).includes('delivered'));
    expect(statusesOf(httpSmsAdapter, gateway, providerMessageId)).toEqual(['sent', 'delivered']);
  });

  it('gateway: a wrong key is refused for good', async () => {
    const wrong = { ...gateway, secrets: { authValue: 'not-the-key' } };
    await expect(
      httpSmsAdapter.send(wrong, { messageId: 'msg-4', to: '5511988887777', text: 'x' }, fetch),
    ).rejects.toMatchObject({ transient: false, code: '9991' });
  });
});
