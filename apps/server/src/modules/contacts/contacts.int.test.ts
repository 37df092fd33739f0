import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../app/newId.ts';
import { accounts, contactEvents, contacts } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { startCrmTestServer } from '../../testing/startCrmTestServer.ts';
import type { TestServer } from '../../testing/startTestServer.ts';

describe('CRM contacts', () => {
  let server: TestServer;
  let admin: ApiClient;
  let attendant: ApiClient;
  let junior: ApiClient;
  let other: ApiClient;
  let ids: Record<string, string> = {};
  beforeAll(async () => {
    ({ server, admin, attendant, junior, other, ids } = await startCrmTestServer());
  });
  afterAll(() => server?.close());

  const db = () => server.services.database.db;
  const person = (values: Record<string, string>, tagIds: string[] = []) => ({
    type: 'person',
    values,
    tagIds,
  });
  const list = (client: ApiClient, params: Record<string, string>) =>
    client.get(`/api/contacts?${new URLSearchParams({ type: 'person', ...params })}`);

  it('creates a contact, keeping the name, e-mail and phone the live chat reads on its row', async () => {
    const created = await admin.post(
      '/api/contacts',
      person({
        [ids.name as string]: 'Márcia Souza',
        [ids.email as string]: 'marcia@exemplo.com.br',
        [ids.whatsapp as string]: '+55 11 91234-5678',
        [ids.city as string]: 'Recife',
      }),
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      type: 'person',
      name: 'Márcia Souza',
      values: { [ids.city as string]: 'Recife', [ids.email as string]: 'marcia@exemplo.com.br' },
      hiddenFieldIds: [],
    });
    const [row] = await db().select().from(contacts).where(eq(contacts.id, created.body.id));
    expect(row).toMatchObject({
      name: 'Márcia Souza',
      email: 'marcia@exemplo.com.br',
      phone: '+5511912345678',
      kind: 'person',
    });
    expect((await admin.get(`/api/contacts/${created.body.id}`)).body).toEqual(created.body);
  });

  it('validates each value and names the section in the message', async () => {
    const badEmail = await admin.post(
      '/api/contacts',
      person({ [ids.name as string]: 'X', [ids.email as string]: 'não é e-mail' }),
    );
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error).toMatchObject({
      code: 'contacts.emailInvalid',
      message: 'E-mail inválido na seção Dados cadastrais.',
    });
    const badCpf = await admin.post(
      '/api/contacts',
      person({ [ids.name as string]: 'X', [ids.cpf as string]: '111.111.111-12' }),
    );
    expect(badCpf.body.error.code).toBe('contacts.cpfInvalid');
    const badPhone = await admin.post(
      '/api/contacts',
      person({ [ids.name as string]: 'X', [ids.whatsapp as string]: '12' }),
    );
    expect(badPhone.body.error.code).toBe('contacts.phoneInvalid');
    const missing = await admin.post('/api/contacts', person({ [ids.city as string]: 'Natal' }));
    expect(missing.body.error).toMatchObject({ code: 'contacts.requiredMissing' });
    const unknown = await admin.post('/api/contacts', person({ [ids.name as string]: 'X', [newId()]: 'y' }));
    expect(unknown.body.error.code).toBe('contacts.fieldUnknown');
    const good = await admin.post(
      '/api/contacts',
      person({
        [ids.name as string]: 'Válido',
        [ids.cpf as string]: '529.982.247-25',
        [ids.birth_date as string]: '1990-02-28',
      }),
    );
    expect(good.status).toBe(200);
    const badDate = await admin.put(
      `/api/contacts/${good.body.id}`,
      person({ [ids.birth_date as string]: '1990-02-30' }),
    );
    expect(badDate.body.error.code).toBe('contacts.dateInvalid');
  });

  it('writes a fieldChanged event per edit and a note, newest first on the timeline', async () => {
    const created = (await admin.post('/api/contacts', person({ [ids.name as string]: 'Linha do Tempo' })))
      .body;
    await admin.put(
      `/api/contacts/${created.id}`,
      person({ [ids.name as string]: 'Linha do Tempo', [ids.city as string]: 'Olinda' }),
    );
    await admin.put(`/api/contacts/${created.id}`, person({ [ids.city as string]: 'Recife' }));
    const events = await db().select().from(contactEvents).where(eq(contactEvents.contactId, created.id));
    expect(events.filter((e) => e.kind === 'fieldChanged').map((e) => e.data)).toEqual(
      expect.arrayContaining([
        { fieldId: ids.name, field: 'Nome', old: '', new: 'Linha do Tempo' },
        { fieldId: ids.city, field: 'Cidade', old: '', new: 'Olinda' },
        { fieldId: ids.city, field: 'Cidade', old: 'Olinda', new: 'Recife' },
      ]),
    );
    expect(events.every((e) => e.authorId !== null)).toBe(true);
    expect((await admin.post(`/api/contacts/${created.id}/notes`, { text: 'Cliente VIP' })).status).toBe(200);
    const timeline = (await admin.get(`/api/contacts/${created.id}/timeline`)).body.items;
    expect(timeline[0]).toMatchObject({
      kind: 'note',
      data: { text: 'Cliente VIP' },
      authorName: 'Ana Administradora',
    });
    // Three field changes and the note, then the creation closing the last page.
    expect(timeline.map((item: { kind: string }) => item.kind)).toEqual([
      'note',
      'fieldChanged',
      'fieldChanged',
      'fieldChanged',
      'created',
    ]);
    expect((await admin.post(`/api/contacts/${created.id}/notes`, { text: '  ' })).body.error.code).toBe(
      'contacts.noteRequired',
    );
  });

  it('never sends an attendant a field it may not view, nor lets it write one', async () => {
    const salary = (
      await admin.post('/api/crm/fields', {
        sectionId: ids.registration,
        name: 'Renda',
        token: 'renda',
        type: 'currency',
        permissions: { view: ['administrator', 'manager'], edit: ['administrator'] },
      })
    ).body;
    const notes = (
      await admin.post('/api/crm/fields', {
        sectionId: ids.registration,
        name: 'Observação interna',
        token: 'observacao',
        type: 'text',
        permissions: { view: ['administrator', 'manager', 'attendant'], edit: ['administrator'] },
      })
    ).body;
    const created = (
      await admin.post(
        '/api/contacts',
        person({ [ids.name as string]: 'Reservado', [salary.id]: '9500.00', [notes.id]: 'ok' }),
      )
    ).body;
    const seen = (await attendant.get(`/api/contacts/${created.id}`)).body;
    expect(seen.values[salary.id]).toBeUndefined();
    expect(seen.hiddenFieldIds).toContain(salary.id);
    expect(JSON.stringify(seen)).not.toContain('9500');
    const form = JSON.stringify((await attendant.get('/api/crm/sections?type=person')).body);
    expect(form).not.toContain(salary.id);

    const before = await db().select().from(contacts).where(eq(contacts.id, created.id));
    for (const values of [{ [salary.id]: '1' }, { [notes.id]: 'mudou', [ids.city as string]: 'Natal' }]) {
      const refused = await attendant.put(`/api/contacts/${created.id}`, person(values));
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('contacts.fieldNotEditable');
    }
    expect(await db().select().from(contacts).where(eq(contacts.id, created.id))).toEqual(before);
    // Sending back what it was shown is not a change.
    const same = await attendant.put(
      `/api/contacts/${created.id}`,
      person({ ...seen.values, [ids.city as string]: 'Natal' }),
    );
    expect(same.status).toBe(200);
    // Nor may it filter or sort by the hidden field, which would reveal its values.
    const filters = JSON.stringify([{ fieldId: salary.id, condition: 7, value: '9000' }]);
    expect((await list(attendant, { filters })).body.error.code).toBe('contacts.filterInvalid');
    expect((await list(attendant, { sort: salary.id })).body.error.code).toBe('contacts.sortInvalid');
    expect((await list(admin, { filters })).body.items.map((i: { id: string }) => i.id)).toContain(
      created.id,
    );
    // The timeline leaves out the hidden field's changes.
    expect(JSON.stringify((await attendant.get(`/api/contacts/${created.id}/timeline`)).body)).not.toContain(
      '9500',
    );
    // A junior reads but never writes contacts.
    expect((await junior.get(`/api/contacts/${created.id}`)).status).toBe(200);
    expect((await junior.put(`/api/contacts/${created.id}`, person({}))).status).toBe(403);
  });

  it('locks a contact while another user edits it, until released or expired', async () => {
    const created = (await admin.post('/api/contacts', person({ [ids.name as string]: 'Em edição' }))).body;
    const lock = await admin.post(`/api/contacts/${created.id}/editing`);
    expect(lock.status).toBe(200);
    expect(lock.body.name).toBe('Ana Administradora');
    expect((await admin.post(`/api/contacts/${created.id}/editing`)).status).toBe(200);
    expect((await attendant.get(`/api/contacts/${created.id}`)).body.editingBy).toMatchObject({
      name: 'Ana Administradora',
    });
    const taken = await attendant.post(`/api/contacts/${created.id}/editing`);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({
      code: 'contacts.editLocked',
      message: 'Ana Administradora está editando este contato. Tente de novo quando terminar.',
      details: { name: 'Ana Administradora' },
    });
    const save = await attendant.put(
      `/api/contacts/${created.id}`,
      person({ [ids.city as string]: 'Natal' }),
    );
    expect(save.body.error.code).toBe('contacts.editLocked');
    expect(
      (await admin.put(`/api/contacts/${created.id}`, person({ [ids.city as string]: 'Natal' }))).status,
    ).toBe(200);
    // Releasing someone else's lock changes nothing.
    await attendant.delete(`/api/contacts/${created.id}/editing`);
    expect((await attendant.post(`/api/contacts/${created.id}/editing`)).status).toBe(409);
    expect((await admin.delete(`/api/contacts/${created.id}/editing`)).status).toBe(200);
    expect((await attendant.post(`/api/contacts/${created.id}/editing`)).status).toBe(200);
    // A tab closed without releasing lets the lease run out.
    await db()
      .update(contacts)
      .set({ editingUntil: new Date(Date.now() - 1000) })
      .where(eq(contacts.id, created.id));
    expect((await admin.get(`/api/contacts/${created.id}`)).body.editingBy).toBeNull();
    expect((await admin.post(`/api/contacts/${created.id}/editing`)).status).toBe(200);
  });

  it('keeps another account’s contacts out of reach', async () => {
    const created = (await admin.post('/api/contacts', person({ [ids.name as string]: 'Só da Demo' }))).body;
    const answers = [
      await other.get(`/api/contacts/${created.id}`),
      await other.put(`/api/contacts/${created.id}`, person({})),
      await other.delete(`/api/contacts/${created.id}`),
      await other.get(`/api/contacts/${created.id}/timeline`),
      await other.post(`/api/contacts/${created.id}/notes`, { text: 'intruso' }),
    ];
    expect(answers.map((a) => `${a.status} ${a.body.error.code}`)).toEqual(
      Array(5).fill('404 contacts.notFound'),
    );
    const theirs = JSON.stringify((await list(other, { q: 'Demo' })).body);
    expect(theirs).not.toContain(created.id);
    const filters = JSON.stringify([{ fieldId: ids.name, condition: 3, value: '' }]);
    expect((await list(other, { filters })).body.error.code).toBe('contacts.filterInvalid');
    // Someone else's tag cannot be put on a contact.
    const foreignTag = (await other.post('/api/settings/tags', { title: 'Alheia', color: '#ff0000' })).body;
    const tagged = await admin.put(
      `/api/contacts/${created.id}`,
      person({}, [foreignTag.tag?.id ?? foreignTag.id]),
    );
    expect(tagged.body.error.code).toBe('contacts.tagNotFound');
    expect((await admin.delete(`/api/contacts/${created.id}`)).status).toBe(200);
    expect((await admin.get(`/api/contacts/${created.id}`)).status).toBe(404);
  });

  it('keeps a contact’s tags as saved, refusing another account’s tag and more than 50 and changing nothing', async () => {
    const own = async (title: string) =>
      (await admin.post('/api/settings/tags', { title, color: '#1677ff' })).body.tag.id as string;
    const [vip, late] = [await own('Cliente VIP'), await own('Atraso')];
    const created = (await admin.post('/api/contacts', person({ [ids.name as string]: 'Com Tags' }, [vip])))
      .body;
    expect(created.tagIds).toEqual([vip]);
    const tagsOf = async () => (await admin.get(`/api/contacts/${created.id}`)).body.tagIds;

    const foreign = (await other.post('/api/settings/tags', { title: 'De outra conta', color: '#ff0000' }))
      .body.tag.id as string;
    const refused = await admin.put(`/api/contacts/${created.id}`, person({}, [late, foreign]));
    expect(`${refused.status} ${refused.body.error.code}`).toBe('400 contacts.tagNotFound');
    expect(await tagsOf()).toEqual([vip]);

    const fifty = [vip, late];
    for (let n = fifty.length; n < 50; n++) fifty.push(await own(`Lote ${n}`));
    const tooMany = await admin.put(
      `/api/contacts/${created.id}`,
      person({}, [...fifty, await own('Lote 51')]),
    );
    expect(`${tooMany.status} ${tooMany.body.error.code}`).toBe('400 contacts.tooManyTags');
    expect(tooMany.body.error.message).toBe('Um contato pode ter até 50 tags.');
    expect(await tagsOf()).toEqual([vip]);

    // Fifty is the limit itself; removing one keeps the others.
    expect((await admin.put(`/api/contacts/${created.id}`, person({}, fifty))).body.tagIds).toHaveLength(50);
    const fewer = await admin.put(`/api/contacts/${created.id}`, person({}, [late]));
    expect(fewer.body.tagIds).toEqual([late]);
    expect(await tagsOf()).toEqual([late]);
    // The list shows the tags too.
    const listed = (await list(admin, { q: 'Com Tags' })).body.items;
    expect(listed.map((item: { tagIds: string[] }) => item.tagIds)).toEqual([[late]]);
  });

  it('searches name, e-mail and phone ignoring case and accents', async () => {
    await admin.post(
      '/api/contacts',
      person({ [ids.name as string]: 'Joaquim Ângelo Conceição', [ids.email as string]: 'QUIM@Exemplo.com' }),
    );
    const names = async (q: string) =>
      (await list(admin, { q })).body.items.map((i: { name: string }) => i.name);
    expect(await names('angelo conceicao')).toEqual(['Joaquim Ângelo Conceição']);
    expect(await names('quim@exemplo')).toEqual(['Joaquim Ângelo Conceição']);
    expect(await names('100%_')).toEqual([]);
    // The name is the list's first column already: no second column repeats it.
    const { columns } = (await list(admin, { q: 'angelo' })).body;
    expect(columns.map((column: { fieldId: string }) => column.fieldId)).not.toContain(ids.name);
    expect(columns.map((column: { fieldId: string }) => column.fieldId)).toContain(ids.email);
  });

  it('pages through 120 contacts without duplicates or gaps, in every order', async () => {
    const [demo] = await db().select().from(accounts).where(eq(accounts.name, 'Prosa Demo'));
    const rows = Array.from({ length: 120 }, (_, i) => ({
      id: newId(),
      accountId: demo?.id ?? '',
      kind: 'person',
      // Repeated names: the id breaks the ties.
      name: `Paginado ${String(i % 37).padStart(2, '0')}`,
      fields: { [ids.city as string]: `Cidade ${i % 11}` },
    }));
    await db().insert(contacts).values(rows);
    for (const [sort, order] of [
      ['name', 'asc'],
      ['name', 'desc'],
      ['createdAt', 'desc'],
      [ids.city as string, 'asc'],
    ] as const) {
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const params: Record<string, string> = { q: 'Paginado', sort, order, ...(after ? { after } : {}) };
        const page = (await list(admin, params)).body;
        expect(page.total).toBe(120);
        seen.push(...page.items.map((i: { id: string }) => i.id));
        after = page.next;
        pages += 1;
      } while (after && pages < 10);
      expect(pages).toBe(3);
      expect(new Set(seen).size).toBe(120);
      expect(seen.sort()).toEqual(rows.map((r) => r.id).sort());
    }
    const bad = await list(admin, { after: 'não-é-cursor' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('contacts.cursorInvalid');
    expect((await list(admin, { sort: 'senha' })).body.error.code).toBe('contacts.sortInvalid');
  });

  it('applies the eight filter conditions as the spec numbers them', async () => {
    const section = (await admin.post('/api/crm/sections', { name: 'Filtros', type: 'person' })).body;
    const score = (
      await admin.post('/api/crm/fields', {
        sectionId: section.id,
        name: 'Nota',
        token: 'nota',
        type: 'text',
      })
    ).body;
    const make = (name: string, value?: string) =>
      admin.post(
        '/api/contacts',
        person({ [ids.name as string]: name, ...(value === undefined ? {} : { [score.id]: value }) }),
      );
    await make('Filtro A', '10');
    await make('Filtro B', '9.5');
    await make('Filtro C', 'cem_por%');
    await make('Filtro D');
    const names = async (condition: number, value = '') => {
      const answer = await list(admin, {
        q: 'Filtro',
        filters: JSON.stringify([{ fieldId: score.id, condition, value }]),
      });
      expect(answer.status).toBe(200);
      return answer.body.items.map((i: { name: string }) => i.name.slice(-1)).join('');
    };
    expect(await names(1, '10')).toBe('A');
    expect(await names(2, '10')).toBe('BCD');
    expect(await names(3)).toBe('ABC');
    expect(await names(4)).toBe('D');
    expect(await names(5, '_por%')).toBe('C');
    expect(await names(5, '%')).toBe('C');
    expect(await names(6, '.')).toBe('ACD');
    expect(await names(7, '9,9')).toBe('A');
    expect(await names(8, '10')).toBe('B');
    // Not applied: a value where none is wanted, or none where one is.
    expect(await names(3, 'x')).toBe('ABCD');
    expect(await names(1)).toBe('ABCD');
    for (const filters of [
      'not json',
      '{"a":1}',
      '[{"fieldId":1}]',
      JSON.stringify([{ fieldId: score.id, condition: 7, value: 'abc' }]),
    ]) {
      const answer = await list(admin, { filters });
      expect(`${answer.status} ${answer.body.error.code}`).toBe('400 contacts.filterInvalid');
    }
  });

  it('answers hundreds of random filters with 200 or a catalogue 400, never a 500, and loses no data', async () => {
    const [{ count: before } = { count: -1 }] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(contacts);
    const foreign = (await other.get('/api/crm/sections?type=person')).body.items[0].fields[0].id;
    const fieldIds = [...Object.values(ids), foreign, newId(), '', 'name', "x' or 1=1 --", '0'.repeat(64)];
    const values = [
      '',
      "'; drop table contacts; --",
      '%',
      '_',
      '\\',
      '\\%',
      '10',
      '-3.5',
      '1e999',
      'NaN',
      'ção 😀 中文',
      '\u0000',
      'x'.repeat(5000),
      'x'.repeat(5001),
      '$1',
      '::numeric',
    ];
    const conditions: unknown[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, -1, 'x', null, 1.5, '1', true];
    let seed = 20_261_124;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 300; i += 1) {
      const filters = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const filter: Record<string, unknown> = {
          fieldId: pick(fieldIds),
          condition: pick(conditions),
          value: pick(values),
        };
        if (random() < 0.1) delete filter.value;
        if (random() < 0.05) filter.fieldId = pick([null, 7, {}]);
        return filter;
      });
      const answer = await list(admin, { filters: JSON.stringify(random() < 0.05 ? filters[0] : filters) });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status !== 200) {
        expect(answer.status, JSON.stringify(filters)).toBe(400);
        expect(answer.body.error.code).toMatch(/^(contacts|crm|generic)\./);
      }
    }
    expect([...statuses.keys()].sort()).toEqual([200, 400]);
    const [{ count: after } = { count: -1 }] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(contacts);
    expect(after).toBe(before);
  }, 120_000);

  it('answers hostile ids, cursors, queries and bodies on every CRM route without a 500', async () => {
    const hostile = [
      "'; drop table contacts; --",
      '\u0000',
      'a\u0000b',
      '%00',
      '%',
      '_',
      '\\',
      'ção 😀',
      'x'.repeat(5001),
      '',
      '[]',
      '{}',
      'null',
    ];
    const nulCursor = Buffer.from(JSON.stringify(['a\u0000', 'b'])).toString('base64url');
    const bodies: unknown[] = [
      null,
      [],
      'texto',
      { type: 'person', values: { [ids.name as string]: 'a\u0000b' } },
      { type: 'person', values: { 'a\u0000': 'b' }, tagIds: ['t\u0000'] },
      { type: 'person', values: [], tagIds: 'x' },
      { name: 'a\u0000', type: 'person' },
      { sectionId: 's\u0000', name: 'n', token: 't', type: 'text' },
      { sectionId: ids.registration, name: 'n\u0000', token: 'nul', type: 'list', options: ['\u0000'] },
      { fieldIds: ['\u0000'] },
      { text: 'a\u0000' },
    ];
    const calls: [string, string, unknown?][] = [];
    for (const text of hostile) {
      const id = encodeURIComponent(text);
      calls.push(
        ['GET', `/api/contacts/${id}`],
        ['GET', `/api/contacts/${id}/timeline`],
        ['DELETE', `/api/contacts/${id}`],
        ['DELETE', `/api/crm/fields/${id}`],
        ['DELETE', `/api/crm/sections/${id}`],
        ['GET', `/api/contacts?${new URLSearchParams({ type: 'person', q: text, sort: text, tagId: text })}`],
        ['GET', `/api/contacts?${new URLSearchParams({ type: 'person', after: text })}`],
        ['GET', `/api/crm/sections?type=${id}`],
      );
    }
    calls.push(['GET', `/api/contacts?type=person&after=${nulCursor}`]);
    for (const body of bodies)
      for (const [method, path] of [
        ['POST', '/api/contacts'],
        ['PUT', `/api/contacts/${newId()}`],
        ['POST', '/api/crm/sections'],
        ['POST', '/api/crm/fields'],
        ['PUT', `/api/crm/sections/${ids.registration}/fields/order`],
        ['POST', `/api/contacts/${newId()}/notes`],
      ] as const)
        calls.push([method, path, body]);
    const failures: string[] = [];
    for (const [method, path, body] of calls) {
      const answer = await admin.request(method, path, body === undefined ? undefined : JSON.stringify(body));
      if (
        answer.status >= 500 ||
        // A path parameter over 100 characters is refused by the router itself (414).
        (answer.status >= 400 && answer.status !== 414 && !answer.body?.error?.code)
      )
        failures.push(
          `${method} ${path.slice(0, 80)} ${JSON.stringify(body)?.slice(0, 80)}: ${answer.status}`,
        );
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
