import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Sandbox } from '@prosa/sandbox';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../app/newId.ts';
import { broadcastTemplates, channels } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';
import { openSecrets } from '../channels/secrets/sealSecrets.ts';
import { setCredits } from '../credits/testing/setCredits.ts';
import { startBroadcastSandbox } from './testing/startBroadcastSandbox.ts';

// A template's parts beside its body (issue 18): WhatsApp's header and buttons within WhatsApp's
// limits, kept with the template; parts of another channel and bad ones refused with the
// catalogue's errors, storing nothing.
describe('template header, buttons and e-mail parts', () => {
  let server: TestServer;
  let sandbox: Sandbox;
  let gestor: ApiClient;
  let accountId: string;
  let channelId: string;
  const phoneNumberId = `5${Math.floor(Math.random() * 1e14)}`;
  const db = () => server.services.database.db;
  const name = () =>
    `partes_${newToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
  const create = (overrides: Record<string, unknown>) =>
    gestor.post('/api/broadcast/templates', {
      channelId,
      name: name(),
      category: 'marketing',
      language: 'pt_BR',
      body: 'Olá {{1}}, veja a oferta.',
      ...overrides,
    });
  const accessTokenOf = (sealed: string) => openSecrets(server.services.secretKey, sealed).accessToken;
  type Json = Record<string, unknown>;
  const templateCount = async () =>
    Number(
      (
        await db()
          .select({ n: count() })
          .from(broadcastTemplates)
          .where(eq(broadcastTemplates.accountId, accountId))
      )[0]?.n,
    );

  beforeAll(async () => {
    server = await startTestServer();
    ({ sandbox, accountId, channelId, gestor } = await startBroadcastSandbox(server, phoneNumberId));
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
    await server?.close();
  });

  it('keeps a WhatsApp header, buttons, tags and observations', async () => {
    const header = { kind: 'image', value: 'https://cdn.example.com/natal.png' };
    const buttons = [
      { kind: 'reply', text: 'Quero' },
      { kind: 'url', text: 'Ver oferta', value: 'https://loja.example.com/natal' },
      { kind: 'phone', text: 'Ligar', value: '+5511987654321' },
    ];
    const created = await create({ header, buttons, tags: ['natal'], observations: 'Campanha de Natal' });
    expect(created.status).toBe(200);
    expect(created.body.template).toMatchObject({
      header,
      buttons,
      tags: ['natal'],
      observations: 'Campanha de Natal',
    });
    const read = await gestor.get(`/api/broadcast/templates/${created.body.template.id}`);
    expect(read.body.template).toMatchObject({ header, buttons });
  });

  it('sends a dispatch with the header and URL suffix its template needs, as the provider received them', async () => {
    const header = { kind: 'image', value: 'https://cdn.example.com/natal.png' };
    const buttons = [
      { kind: 'reply', text: 'Quero' },
      { kind: 'url', text: 'Ver oferta', value: 'https://loja.example.com/o/{{1}}' },
    ];
    const created = await create({ header, buttons });
    expect(created.status).toBe(200);
    const templateId = created.body.template.id as string;
    await until(
      async () =>
        (await gestor.get(`/api/broadcast/templates/${templateId}`)).body.template.status === 'approved',
    );
    await setCredits(db(), accountId, 100);
    const phone = '5511970001818';
    const dispatch = await gestor.post('/api/broadcast/dispatches', {
      name: 'Natal com imagem',
      channelId,
      templateId,
      variables: ['{name}'],
      recipients: [{ name: 'Ana', phone: `+${phone}` }],
    });
    expect(dispatch.status).toBe(200);
    const sent = await until(
      async () =>
        sandbox.runtime.store.thread('cloud', phoneNumberId, phone).find((m) => m.direction === 'out'),
      { tries: 400, intervalMs: 50 },
    );
    expect(sent.template?.components).toEqual([
      { type: 'header', parameters: [{ type: 'image', image: { link: header.value } }] },
      { type: 'body', parameters: [{ type: 'text', text: 'Ana' }] },
      { type: 'button', sub_type: 'url', index: '1', parameters: [{ type: 'text', text: 'Ana' }] },
    ]);
  });

  it('uploads a media header’s file for its handle when the channel has its Meta app id, refusing links it cannot fetch', async () => {
    // The company's file server, on loopback (what the SSRF guard accepts outside production).
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(2048)]);
    const files = createServer((request, response) => {
      if (request.url === '/natal.png')
        return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      if (request.url === '/pagina.png')
        return response.writeHead(200, { 'content-type': 'text/html' }).end('<p>');
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
    const [row] = await db().select().from(channels).where(eq(channels.id, channelId));
    await db()
      .update(channels)
      .set({ config: { ...row?.config, appId: '1234567890' } })
      .where(eq(channels.id, channelId));
    try {
      const header = { kind: 'image', value: `${base}/natal.png` };
      const created = await create({ header });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const wabaId = String(row?.config.wabaId);
      const listing = await fetch(`${sandbox.url}/v21.0/${wabaId}/message_templates?limit=100`, {
        headers: { authorization: `Bearer ${accessTokenOf(row?.sealedSecrets ?? '')}` },
      });
      const submitted = (
        (await listing.json()) as { data: Array<{ name: string; components: Json[] }> }
      ).data.find((template) => template.name === created.body.template.name);
      const handle = (submitted?.components.find((c) => c.type === 'HEADER')?.example as Json)
        ?.header_handle as string[];
      expect(handle).toHaveLength(1);
      expect(handle[0]).not.toBe(header.value);
      const upload = await fetch(
        `${sandbox.url}/_sandbox/cloud/uploads/${encodeURIComponent(handle[0] ?? '')}`,
      );
      expect(await upload.json()).toEqual({
        type: 'image/png',
        name: 'natal.png',
        sha256: createHash('sha256').update(png).digest('hex'),
      });
      // The template itself keeps the link: sends carry it (a dispatch cannot change the file).
      expect(created.body.template.header).toEqual(header);

      const before = await templateCount();
      for (const value of [`${base}/sumiu.png`, `${base}/pagina.png`, 'http://10.255.255.1/natal.png']) {
        const refused = await create({ header: { kind: 'image', value } });
        expect([refused.status, refused.body.error?.code], value).toEqual([
          400,
          'broadcast.headerSampleUnreachable',
        ]);
      }
      expect(await templateCount()).toBe(before);
    } finally {
      await db().update(channels).set({ config: row?.config }).where(eq(channels.id, channelId));
      await new Promise((resolve) => files.close(resolve));
    }
  });

  it('refuses a header or URL {{1}} when the body has no value to fill it with', async () => {
    const body = 'Olá, veja a oferta.';
    expect((await create({ body, header: { kind: 'text', value: 'Oferta {{1}}' } })).body.error?.code).toBe(
      'broadcast.templateHeaderInvalid',
    );
    const url = { kind: 'url', text: 'Ver', value: 'https://loja.example.com/o/{{1}}' };
    expect((await create({ body, buttons: [url] })).body.error?.code).toBe(
      'broadcast.templateButtonsInvalid',
    );
  });

  it('refuses bad parts and parts of another channel with the catalogue’s errors', async () => {
    const before = await templateCount();
    const reply = (text: string) => ({ kind: 'reply', text });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ header: { kind: 'text', value: 'x'.repeat(61) } }, 'broadcast.templateHeaderInvalid'],
      [{ header: { kind: 'image', value: 'não é endereço' } }, 'broadcast.templateHeaderInvalid'],
      [{ header: { kind: 'gif', value: 'https://a.example/a.gif' } }, 'broadcast.templateHeaderInvalid'],
      [{ buttons: Array.from({ length: 11 }, () => reply('Sim')) }, 'broadcast.templateButtonsInvalid'],
      [{ buttons: [reply('x'.repeat(26))] }, 'broadcast.templateButtonsInvalid'],
      [
        { buttons: [{ kind: 'url', text: 'Site', value: 'javascript:alert(1)' }] },
        'broadcast.templateButtonsInvalid',
      ],
      [{ buttons: [{ kind: 'phone', text: 'Ligar', value: '1234' }] }, 'broadcast.templateButtonsInvalid'],
      [{ buttons: [{ kind: 'fax', text: 'Fax' }] }, 'broadcast.templateButtonsInvalid'],
      [{ emailSubject: 'Oferta' }, 'broadcast.templatePartsNotOnChannel'],
      [{ emailHtml: '<p>Oi</p>' }, 'broadcast.templatePartsNotOnChannel'],
    ];
    for (const [overrides, code] of cases) {
      const answer = await create(overrides);
      expect([answer.status, answer.body.error?.code], JSON.stringify(overrides)).toEqual([400, code]);
    }
    expect(await templateCount()).toBe(before);
  });
});
