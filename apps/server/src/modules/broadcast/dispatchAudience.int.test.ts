import type { Sandbox } from '@prosa/sandbox';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../app/newId.ts';
import { broadcastDispatches, broadcastRecipients, contacts } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';
import { setCredits } from '../credits/testing/setCredits.ts';
import { importPhoneList, numberedPeople } from './testing/importPhoneList.ts';
import { approvedBroadcastTemplate, startBroadcastSandbox } from './testing/startBroadcastSandbox.ts';

// A dispatch's audience (issue 18, campaigns §3): recipients, a list and a CRM dynamic filter
// together, each number once, minus the exclusion lists' numbers, sent through the sandbox's
// Cloud API fake; bad audiences are refused with the catalogue's errors and store nothing.
describe('a dispatch’s audience', () => {
  let server: TestServer;
  let sandbox: Sandbox;
  let gestor: ApiClient;
  let accountId: string;
  let channelId: string;
  let templateId: string;
  let cityFieldId: string;
  const phoneNumberId = `2${Math.floor(Math.random() * 1e14)}`;
  const db = () => server.services.database.db;
  const outboundTo = (phone: string) =>
    sandbox.runtime.store
      .thread('cloud', phoneNumberId, phone)
      .filter((message) => message.direction === 'out')
      .map((message) => message.text);
  let sequence = 0;
  const phone = () => `55219${String(80_000_000 + sequence++ * 11).padStart(8, '0')}`;
  const importList = (phones: string[]) =>
    importPhoneList(gestor, 'Exclusão', numberedPeople('Excluído', phones));
  const dispatchCount = async () =>
    Number(
      (
        await db()
          .select({ n: count() })
          .from(broadcastDispatches)
          .where(eq(broadcastDispatches.accountId, accountId))
      )[0]?.n,
    );

  beforeAll(async () => {
    server = await startTestServer();
    ({ sandbox, accountId, channelId, gestor } = await startBroadcastSandbox(server, phoneNumberId));
    const sections: { fields: { id: string; token: string }[] }[] = (
      await gestor.get('/api/crm/sections?type=person')
    ).body.items;
    cityFieldId =
      sections.flatMap((section) => section.fields).find((field) => field.token === 'city')?.id ?? '';
    expect(cityFieldId).not.toBe('');
    templateId = await approvedBroadcastTemplate(gestor, channelId, 'Olá {{1}}, temos novidades.');
    await setCredits(db(), accountId, 1000);
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
    await server?.close();
  });

  it('sends to recipients, a CRM filter’s contacts and a list together, each number once, never to an exclusion list’s', async () => {
    const marker = `Audiencia${newId().slice(0, 6)}`;
    const [ana, bia, caio, alone, listed] = [phone(), phone(), phone(), phone(), phone()];
    const person = (name: string, number: string | null, city: string) => ({
      id: newId(),
      accountId,
      name: `${marker} ${name}`,
      phone: number ? `+${number}` : null,
      fields: { [cityFieldId]: city },
    });
    await db()
      .insert(contacts)
      .values([
        person('Ana', ana, 'Campinas'),
        person('Bia', bia, 'Campinas'),
        person('Caio', caio, 'Campinas'),
        person('Sem Telefone', null, 'Campinas'),
        person('Davi', phone(), 'Santos'),
      ]);
    const exclusion = await importList([caio, listed]);
    const listId = await importList([listed]);
    const created = await gestor.post('/api/broadcast/dispatches', {
      name: 'Filtro do CRM',
      channelId,
      templateId,
      variables: ['{name}'],
      recipients: [
        { name: 'Avulso', phone: `+${alone}` },
        { name: 'Bia Avulsa', phone: bia },
      ],
      listId,
      filter: {
        type: 'person',
        q: marker,
        filters: [{ fieldId: cityFieldId, condition: 1, value: 'campinas' }],
      },
      excludeListIds: [exclusion],
    });
    expect(created.status).toBe(200);
    const id = created.body.dispatch.id as string;
    const counts = await until(async () => {
      const { dispatch } = (await gestor.get(`/api/broadcast/dispatches/${id}`)).body;
      return dispatch.counts.waiting === 0 && dispatch.counts.delivered === 3 ? dispatch.counts : null;
    });
    expect(counts).toMatchObject({ sent: 0, failed: 0, notSent: 0, insufficientCredits: 0 });
    const stored = await db()
      .select({ phone: broadcastRecipients.phone, name: broadcastRecipients.name })
      .from(broadcastRecipients)
      .where(eq(broadcastRecipients.dispatchId, id))
      .orderBy(broadcastRecipients.phone);
    expect(stored).toEqual(
      [
        { phone: alone, name: 'Avulso' },
        { phone: bia, name: 'Bia Avulsa' },
        { phone: ana, name: `${marker} Ana` },
      ].sort((a, b) => a.phone.localeCompare(b.phone)),
    );
    expect(outboundTo(ana)).toEqual([`Olá ${marker} Ana, temos novidades.`]);
    expect(outboundTo(bia)).toEqual(['Olá Bia Avulsa, temos novidades.']);
    expect(outboundTo(alone)).toEqual(['Olá Avulso, temos novidades.']);
    // The exclusion list's numbers: from the filter (Caio) and from the list, neither is sent.
    expect(outboundTo(caio)).toEqual([]);
    expect(outboundTo(listed)).toEqual([]);
  });

  it('refuses bad audiences with the catalogue’s errors and stores nothing', async () => {
    const before = await dispatchCount();
    const only = phone();
    const excludesAll = await importList([only]);
    const base = { name: 'Ruim', channelId, templateId, variables: ['x'], recipients: [{ phone: only }] };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ excludeListIds: ['lista-de-ninguem'] }, 404, 'broadcast.listNotFound'],
      [
        { excludeListIds: Array.from({ length: 21 }, () => excludesAll) },
        400,
        'broadcast.tooManyExclusionLists',
      ],
      [{ excludeListIds: [excludesAll] }, 400, 'broadcast.audienceRequired'],
      [
        {
          recipients: undefined,
          filter: { type: 'person', filters: [{ fieldId: 'nenhum', condition: 1, value: 'x' }] },
        },
        400,
        'contacts.filterInvalid',
      ],
      [{ filter: { type: 'robot' } }, 400, 'crm.typeInvalid'],
      [
        { recipients: undefined, filter: { type: 'person', q: `ninguem${newId()}` } },
        400,
        'broadcast.audienceRequired',
      ],
      [{ flowIndex: 0 }, 400, 'broadcast.flowIndexInvalid'],
      [{ flowIndex: 2.5 }, 400, 'broadcast.flowIndexInvalid'],
      [{ flowIndex: '3' }, 400, 'broadcast.flowIndexInvalid'],
    ];
    for (const [overrides, status, code] of cases) {
      const answer = await gestor.post('/api/broadcast/dispatches', { ...base, ...overrides });
      expect([answer.status, answer.body.error?.code], JSON.stringify(overrides)).toEqual([status, code]);
    }
    expect(await dispatchCount()).toBe(before);
    expect(outboundTo(only)).toEqual([]);
  });
});
