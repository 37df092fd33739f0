import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../createSandbox.ts';

// The customer-side /_sandbox API over the Cloud fake, with a webhook listener that refuses on
// demand: registration, threads, ordered statuses, retries, the read route and bad input.

interface Received {
  body: Record<string, unknown>;
  signature: string | undefined;
  raw: string;
}

let sandbox: Sandbox;
let listener: Server;
let webhookUrl = '';
const received: Received[] = [];
let refuseNext = 0;
// The next webhook's answer waits this long (a busy business server).
let holdNextMs = 0;
const secrets = { accessToken: 'token-1', appSecret: 'secret-1', verifyToken: 'v' };

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const statusesOf = (webhook: Received) => {
  const value = (
    webhook.body.entry as Array<{
      changes: Array<{ value: { statuses?: Array<{ id: string; status: string }> } }>;
    }>
  )[0]?.changes[0]?.value;
  return value?.statuses ?? [];
};

const statusEvents = () => received.flatMap(statusesOf);

const until = async (probe: () => boolean) => {
  for (let tries = 0; tries < 200 && !probe(); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 25));
  expect(probe()).toBe(true);
};

beforeAll(async () => {
  listener = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', async () => {
      const hold = holdNextMs;
      holdNextMs = 0;
      if (hold > 0) await new Promise((resolve) => setTimeout(resolve, hold));
      if (refuseNext > 0) {
        refuseNext -= 1;
        response.statusCode = 500;
        response.end();
        return;
      }
      const signature = request.headers['x-hub-signature-256'];
      received.push({
        body: JSON.parse(raw),
        signature: typeof signature === 'string' ? signature : undefined,
        raw,
      });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/hook`;
  sandbox = createSandbox({ statusDelayMs: 5 });
  await sandbox.start();
  expect(
    (
      await post('/_sandbox/numbers', {
        provider: 'cloud',
        instanceId: '500',
        webhookUrl,
        secrets,
        config: { wabaId: '600' },
      })
    ).status,
  ).toBe(204);
});

afterAll(async () => {
  await sandbox?.close();
  await new Promise((resolve) => listener?.close(resolve));
});

describe('/_sandbox', () => {
  it('refuses malformed registrations and unknown numbers', async () => {
    expect(
      (await post('/_sandbox/numbers', { provider: 'gbm', instanceId: '1', webhookUrl, secrets })).status,
    ).toBe(400);
    expect((await post('/_sandbox/numbers', { provider: 'cloud', instanceId: '1', webhookUrl })).status).toBe(
      400,
    );
    expect(
      (
        await post('/_sandbox/customer/messages', {
          provider: 'cloud',
          instanceId: 'nope',
          from: '551100000000',
          text: 'x',
        })
      ).status,
    ).toBe(404);
    expect(
      (await post('/_sandbox/customer/read', { provider: 'cloud', instanceId: 'nope', customer: '1' }))
        .status,
    ).toBe(404);
  });

  it('signs the customer webhook with the app secret, retrying a refused delivery', async () => {
    refuseNext = 1;
    const answer = await post('/_sandbox/customer/messages', {
      provider: 'cloud',
      instanceId: '500',
      from: '+55 11 90000-0001',
      text: 'oi',
    });
    const { id } = (await answer.json()) as { id: string };
    const webhook = received.find((item) => item.raw.includes(id));
    expect(webhook?.signature).toBe(
      `sha256=${createHmac('sha256', secrets.appSecret)
        .update(webhook?.raw ?? '')
        .digest('hex')}`,
    );
  });

  it('lists the thread both ways, sends statuses in order and read only when the customer reads', async () => {
    const sent = await post(
      '/v21.0/500/messages',
      { messaging_product: 'whatsapp', to: '5511900000001', type: 'text', text: { body: 'olá' } },
      { authorization: 'Bearer token-1' },
    );
    const wamid = ((await sent.json()) as { messages: Array<{ id: string }> }).messages[0]?.id ?? '';
    // Reading at once: delivered goes first, and the late timer sends nothing more.
    expect(
      (
        await post('/_sandbox/customer/read', {
          provider: 'cloud',
          instanceId: '500',
          customer: '5511900000001',
        })
      ).status,
    ).toBe(204);
    await until(() => statusEvents().filter((status) => status.id === wamid).length === 3);
    await sandbox.runtime.idle();
    expect(
      statusEvents()
        .filter((status) => status.id === wamid)
        .map((status) => status.status),
    ).toEqual(['sent', 'delivered', 'read']);
    const thread = await fetch(
      `${sandbox.url}/_sandbox/threads?provider=cloud&instanceId=500&customer=5511900000001`,
    );
    const { messages } = (await thread.json()) as { messages: Array<Record<string, unknown>> };
    expect(
      messages.map((message) => [message.direction, message.text, message.kind, message.status]),
    ).toEqual([
      ['in', 'oi', 'text', 'delivered'],
      ['out', 'olá', 'text', 'read'],
    ]);
    expect(messages[1]).not.toHaveProperty('reference');
  });

  it('batches the statuses that come due while the number’s webhook is answered, signed and in order', async () => {
    const customers = Array.from(
      { length: 20 },
      (_, index) => `55119100000${String(index).padStart(2, '0')}`,
    );
    const before = received.length;
    holdNextMs = 150;
    const wamids = await Promise.all(
      customers.map(async (to) => {
        const sent = await post(
          '/v21.0/500/messages',
          {
            messaging_product: 'whatsapp',
            to,
            type: 'template',
            template: { name: 'hello_world', language: { code: 'en_US' } },
          },
          { authorization: 'Bearer token-1' },
        );
        return ((await sent.json()) as { messages: Array<{ id: string }> }).messages[0]?.id ?? '';
      }),
    );
    await until(() => statusEvents().filter((status) => wamids.includes(status.id)).length === 40);
    await sandbox.runtime.idle();
    const webhooks = received.slice(before);
    const sizes = webhooks.map((webhook) => statusesOf(webhook).length);
    // One webhook per status would be 40; the ones due during the held answer travel together.
    expect(Math.max(...sizes)).toBeGreaterThan(1);
    expect(webhooks.length).toBeLessThan(40);
    for (const webhook of webhooks)
      expect(webhook.signature).toBe(
        `sha256=${createHmac('sha256', secrets.appSecret).update(webhook.raw).digest('hex')}`,
      );
    for (const wamid of wamids)
      expect(
        statusEvents()
          .filter((status) => status.id === wamid)
          .map((status) => status.status),
      ).toEqual(['sent', 'delivered']);
  });

  it('marks a customer message read through the Cloud API', async () => {
    const answer = await post('/_sandbox/customer/messages', {
      provider: 'cloud',
      instanceId: '500',
      from: '5511900000002',
      text: 'lido?',
    });
    const { id } = (await answer.json()) as { id: string };
    const read = await post(
      '/v21.0/500/messages',
      { messaging_product: 'whatsapp', status: 'read', message_id: id },
      { authorization: 'Bearer token-1' },
    );
    expect(await read.json()).toEqual({ success: true });
    const thread = await fetch(
      `${sandbox.url}/_sandbox/threads?provider=cloud&instanceId=500&customer=5511900000002`,
    );
    expect(((await thread.json()) as { messages: Array<{ status: string }> }).messages[0]?.status).toBe(
      'read',
    );
  });

  it('serves a customer media to the simulator and refuses bad send bodies with Graph errors', async () => {
    const answer = await post('/_sandbox/customer/messages', {
      provider: 'cloud',
      instanceId: '500',
      from: '5511900000003',
      media: { mime: 'image/png', name: 'a.png', base64: Buffer.from('png').toString('base64') },
    });
    const { id } = (await answer.json()) as { id: string };
    const thread = await fetch(
      `${sandbox.url}/_sandbox/threads?provider=cloud&instanceId=500&customer=5511900000003`,
    );
    const [message] = ((await thread.json()) as { messages: Array<{ id: string; media: { url: string } }> })
      .messages;
    expect(message?.id).toBe(id);
    const media = await fetch(message?.media.url ?? '');
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(await media.text()).toBe('png');

    const cases: Array<[unknown, number]> = [
      [{ to: '5511900000003', type: 'text', text: { body: 'x' } }, 100],
      [{ messaging_product: 'whatsapp', to: '5511900000003', type: 'text', text: {} }, 100],
      [
        {
          messaging_product: 'whatsapp',
          to: '5511900000003',
          type: 'interactive',
          interactive: {
            type: 'button',
            body: { text: 'x' },
            action: {
              buttons: ['a', 'b', 'c', 'd'].map((id) => ({ type: 'reply', reply: { id, title: id } })),
            },
          },
        },
        131009,
      ],
      [
        {
          messaging_product: 'whatsapp',
          to: '5511900000003',
          type: 'interactive',
          interactive: {
            type: 'button',
            body: { text: 'x' },
            action: { buttons: [{ type: 'reply', reply: { id: 'a', title: 'x'.repeat(21) } }] },
          },
        },
        131009,
      ],
      [
        {
          messaging_product: 'whatsapp',
          to: '5511900000003',
          type: 'interactive',
          interactive: {
            type: 'list',
            body: { text: 'x' },
            action: {
              button: 'Ver',
              sections: [
                { rows: Array.from({ length: 11 }, (_, index) => ({ id: `r${index}`, title: 'r' })) },
              ],
            },
          },
        },
        131009,
      ],
    ];
    for (const [body, code] of cases) {
      const refused = await post('/v21.0/500/messages', body, { authorization: 'Bearer token-1' });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { code: number; fbtrace_id: string } }).error).toMatchObject(
        { code },
      );
    }
  });
});
