import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdapterChannel, ProviderError } from '../ChannelAdapter.ts';
import { telegramAdapter as adapter } from './telegramAdapter.ts';

// The Telegram adapter against the sandbox's Bot API fake: every send kind, the refusals Telegram
// answers (403 to a user who never wrote, 429 with retry_after over the per-chat rate, 401 for a
// revoked token) and their mapping to the layer's codes.

const botToken = '7022220002:AAG_sandboxTokenForAdapterTests_0002';
let sandbox: Sandbox;
let listener: Server;
let channel: AdapterChannel;
// The sandbox's clock, frozen by the rate test.
let frozenAt: number | null = null;

beforeAll(async () => {
  listener = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.end(''));
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  sandbox = createSandbox({ now: () => frozenAt ?? Date.now() });
  const url = await sandbox.start();
  channel = {
    id: 'channel-t',
    accountId: 'account-1',
    type: 'telegram',
    provider: 'telegram',
    config: { apiBaseUrl: url, botId: '7022220002' },
    secrets: { botToken, secretToken: 'adapter-secret' },
    webhookUrl: `http://127.0.0.1:${(listener.address() as AddressInfo).port}/webhooks/telegram/channel-t`,
  };
  await adapter.registerWebhook?.(channel, fetch);
});
afterAll(async () => {
  await sandbox?.close();
  await new Promise((resolve) => listener?.close(resolve));
});

const customerWrites = async (from: string) => {
  const response = await fetch(`${sandbox.url}/_sandbox/customer/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'telegram', instanceId: '7022220002', from, text: '/start' }),
  });
  expect(response.ok).toBe(true);
};

const lastOf = async (customer: string) => {
  const query = new URLSearchParams({ provider: 'telegram', instanceId: '7022220002', customer });
  const response = await fetch(`${sandbox.url}/_sandbox/threads?${query}`);
  return ((await response.json()) as { messages: Array<Record<string, unknown>> }).messages.at(-1);
};

const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
};

describe('Telegram adapter ↔ Bot API fake', () => {
  it('sends a text, a keyboard, a photo and a document; the id is chat:message_id', async () => {
    await customerWrites('900000101');
    const text = await adapter.send(channel, { messageId: 'm-1', to: '900000101', text: 'Oi, Ana!' }, fetch);
    expect(text.providerMessageId).toMatch(/^900000101:\d+$/);
    expect(await lastOf('900000101')).toMatchObject({ kind: 'text', text: 'Oi, Ana!', direction: 'out' });
    const choices = {
      kind: 'buttons' as const,
      presentation: 'buttons' as const,
      options: [{ key: 'opt-1', value: 'Vendas' }],
    };
    await adapter.send(channel, { messageId: 'm-2', to: '900000101', text: 'Escolha', choices }, fetch);
    expect(await lastOf('900000101')).toMatchObject({
      kind: 'buttons',
      buttons: [{ id: 'opt-1', title: 'Vendas' }],
    });
    // The per-chat bucket (3, then 1 a second) is spent: the next sends wait a second apart.
    frozenAt = Date.now() + 2_000;
    const media = { url: 'https://cdn.example/foto.jpg', mime: 'image/jpeg', name: 'foto.jpg' };
    await adapter.send(channel, { messageId: 'm-3', to: '900000101', text: 'Legenda', media }, fetch);
    expect(await lastOf('900000101')).toMatchObject({
      kind: 'media',
      text: 'Legenda',
      media: { type: 'photo' },
    });
    frozenAt += 1_000;
    const pdf = { url: 'https://cdn.example/nota.pdf', mime: 'application/pdf', name: 'nota.pdf' };
    await adapter.send(channel, { messageId: 'm-4', to: '900000101', text: '', media: pdf }, fetch);
    expect(await lastOf('900000101')).toMatchObject({ kind: 'media', media: { type: 'document' } });
    frozenAt = null;
  });

  it('a user who never wrote to the bot is a permanent 403', async () => {
    const error = await refusalOf(
      adapter.send(channel, { messageId: 'm-5', to: '900000199', text: 'Oi' }, fetch),
    );
    expect(error).toMatchObject({ code: '403', transient: false });
  });

  it('over the per-chat rate Telegram answers 429 with retry_after, retried after it', async () => {
    await customerWrites('900000102');
    frozenAt = Date.now() + 60_000;
    const send = (index: number) =>
      adapter.send(channel, { messageId: `r-${index}`, to: '900000102', text: `n${index}` }, fetch);
    for (const index of [1, 2, 3]) await send(index);
    const error = await refusalOf(send(4));
    expect(error).toMatchObject({ code: '429', transient: true, retryAfterMs: 1000 });
    frozenAt += 1_000;
    await expect(send(5)).resolves.toMatchObject({ providerMessageId: expect.any(String) });
    frozenAt = null;
  });

  it('a revoked token is the configuration (9991), for sends and the connection test', async () => {
    const revoked = {
      ...channel,
      secrets: { ...channel.secrets, botToken: '7022220002:AAG_revokedTokenForAdapterTests_9999' },
    };
    expect(
      await refusalOf(adapter.send(revoked, { messageId: 'm-6', to: '900000101', text: 'x' }, fetch)),
    ).toMatchObject({
      code: '9991',
      transient: false,
    });
    expect(await refusalOf(adapter.checkConnection?.(revoked, fetch) ?? Promise.resolve())).toMatchObject({
      code: '9991',
    });
    await expect(adapter.checkConnection?.(channel, fetch)).resolves.toBeUndefined();
  });

  it('an empty text is refused as Telegram does (400, permanent)', async () => {
    const response = await fetch(`${sandbox.url}/bot${botToken}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: 900000101, text: '' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      error_code: 400,
      description: 'Bad Request: message text is empty',
    });
  });
});
