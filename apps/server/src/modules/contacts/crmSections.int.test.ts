import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, crmFields, crmSections } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

interface Field {
  id: string;
  token: string;
  name: string;
  isDefault: boolean;
}
interface Section {
  id: string;
  name: string;
  defaultKey: string | null;
  canEdit: boolean;
  fields: Field[];
}

describe('CRM sections and fields', () => {
  let server: TestServer;
  let admin: ApiClient;
  let manager: ApiClient;
  let junior: ApiClient;
  let other: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    manager = (await signIn(server.url, 'gestor@prosa.demo')).client;
    junior = (await signIn(server.url, 'junior@prosa.demo')).client;
    other = (await signIn(server.url, 'admin@outra.demo')).client;
  });
  afterAll(() => server?.close());

  const sections = async (client: ApiClient, type = 'person'): Promise<Section[]> =>
    (await client.get(`/api/crm/sections?type=${type}`)).body.items;
  const field = (sectionId: string, fields: Record<string, unknown> = {}) => ({
    sectionId,
    name: 'Plano',
    token: 'plano',
    type: 'text',
    ...fields,
  });

  it('gives every account the default sections and fields of people and companies', async () => {
    const people = await sections(admin);
    expect(people.map((s) => s.defaultKey)).toEqual(['registration', 'address', 'professional']);
    expect(people[0]?.name).toBe('Dados cadastrais');
    expect(people[0]?.fields.map((f) => f.token)).toEqual([
      'name',
      'cpf',
      'email',
      'whatsapp',
      'birth_date',
      'company',
    ]);
    expect(people[1]?.fields.map((f) => f.token)).toEqual([
      'cep',
      'street',
      'number',
      'complement',
      'neighborhood',
      'city',
      'state',
      'country',
    ]);
    const companies = await sections(other, 'company');
    expect(companies.map((s) => s.defaultKey)).toEqual(['registration', 'address']);
    expect(companies[0]?.fields.map((f) => f.token)).toEqual([
      'name',
      'cnpj',
      'corporate_reason',
      'email',
      'phone',
    ]);
    expect(people.every((s) => s.canEdit)).toBe(true);
    // A junior reads the form but holds no contacts.edit.
    expect((await sections(junior)).every((s) => !s.canEdit)).toBe(true);
    expect((await admin.get('/api/crm/sections?type=robot')).body.error.code).toBe('crm.typeInvalid');
  });

  it('keeps a token unique within its section only', async () => {
    const a = (await admin.post('/api/crm/sections', { name: 'Assinatura', type: 'person' })).body;
    const b = (await admin.post('/api/crm/sections', { name: 'Cobrança', type: 'person' })).body;
    expect((await admin.post('/api/crm/fields', field(a.id))).status).toBe(200);
    const taken = await admin.post('/api/crm/fields', field(a.id, { name: 'Outro' }));
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('crm.tokenTaken');
    expect((await admin.post('/api/crm/fields', field(b.id))).status).toBe(200);
    const second = (await admin.post('/api/crm/fields', field(b.id, { token: 'segundo' }))).body;
    const renamed = await admin.put(`/api/crm/fields/${second.id}`, field(b.id, { token: 'plano' }));
    expect(renamed.body.error.code).toBe('crm.tokenTaken');
  });

  it('refuses a list without options and keeps options only on lists', async () => {
    const section = (await admin.post('/api/crm/sections', { name: 'Preferências', type: 'person' })).body;
    const bare = await admin.post('/api/crm/fields', field(section.id, { type: 'list', token: 'cor' }));
    expect(bare.status).toBe(400);
    expect(bare.body.error.code).toBe('crm.optionsRequired');
    const list = await admin.post(
      '/api/crm/fields',
      field(section.id, { type: 'list', token: 'cor', options: ['Azul', 'Verde'] }),
    );
    expect(list.body.options).toEqual(['Azul', 'Verde']);
    const text = await admin.post('/api/crm/fields', field(section.id, { token: 'apelido', options: ['x'] }));
    expect(text.body.options).toEqual([]);
    const badToken = await admin.post('/api/crm/fields', field(section.id, { token: 'Com Espaço' }));
    expect(badToken.body.error.code).toBe('crm.tokenInvalid');
  });

  it('refuses to delete a section that still has fields, then deletes it empty', async () => {
    const section = (await admin.post('/api/crm/sections', { name: 'Temporária', type: 'company' })).body;
    const created = (await admin.post('/api/crm/fields', field(section.id))).body;
    const refused = await admin.delete(`/api/crm/sections/${section.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('crm.sectionHasFields');
    expect((await admin.delete(`/api/crm/fields/${created.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/crm/sections/${section.id}`)).status).toBe(200);
    expect((await sections(admin, 'company')).some((s) => s.id === section.id)).toBe(false);
  });

  it('refuses to delete a field filled in any contact', async () => {
    const section = (await admin.post('/api/crm/sections', { name: 'Fidelidade', type: 'person' })).body;
    const points = (
      await admin.post('/api/crm/fields', field(section.id, { token: 'pontos', type: 'number' }))
    ).body;
    const [registration] = await sections(admin);
    const nameId = registration?.fields.find((f) => f.token === 'name')?.id ?? '';
    const contact = await admin.post('/api/contacts', {
      type: 'person',
      values: { [nameId]: 'Fiel', [points.id]: '120' },
    });
    expect(contact.status).toBe(200);
    const refused = await admin.delete(`/api/crm/fields/${points.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('crm.fieldFilled');
    await admin.put(`/api/contacts/${contact.body.id}`, { type: 'person', values: { [points.id]: '' } });
    expect((await admin.delete(`/api/crm/fields/${points.id}`)).status).toBe(200);
  });

  it('locks default sections and fields: no deletion, no new type or token', async () => {
    const [registration] = await sections(admin);
    const email = registration?.fields.find((f) => f.token === 'email');
    if (!registration || !email) throw new Error('no default fields');
    for (const answer of [
      await admin.delete(`/api/crm/sections/${registration.id}`),
      await admin.delete(`/api/crm/fields/${email.id}`),
      await admin.put(
        `/api/crm/fields/${email.id}`,
        field(registration.id, { name: 'E-mail', token: 'mail', type: 'email' }),
      ),
      await admin.put(
        `/api/crm/fields/${email.id}`,
        field(registration.id, { name: 'E-mail', token: 'email', type: 'text' }),
      ),
      await admin.put(`/api/crm/sections/${registration.id}`, { name: 'Dados', type: 'company' }),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.error.code).toBe('crm.defaultLocked');
    }
    // Its name, description and permissions still change.
    const renamed = await admin.put(
      `/api/crm/fields/${email.id}`,
      field(registration.id, { name: 'E-mail principal', token: 'email', type: 'email' }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'E-mail principal', isDefault: true });
  });

  it('orders a section’s fields and refuses an order that is not exactly its fields', async () => {
    const section = (await admin.post('/api/crm/sections', { name: 'Ordem', type: 'person' })).body;
    const ids: string[] = [];
    for (const token of ['a', 'b', 'c'])
      ids.push((await admin.post('/api/crm/fields', field(section.id, { token, name: token }))).body.id);
    const reordered = await admin.put(`/api/crm/sections/${section.id}/fields/order`, {
      fieldIds: [ids[2], ids[0], ids[1]],
    });
    expect(reordered.body.fields.map((f: Field) => f.token)).toEqual(['c', 'a', 'b']);
    const partial = await admin.put(`/api/crm/sections/${section.id}/fields/order`, { fieldIds: [ids[0]] });
    expect(partial.body.error.code).toBe('crm.fieldOrderInvalid');
  });

  it('keeps another account’s sections and fields out of reach', async () => {
    const section = (await admin.post('/api/crm/sections', { name: 'Privada', type: 'person' })).body;
    const secret = (await admin.post('/api/crm/fields', field(section.id, { token: 'segredo' }))).body;
    const answers = [
      await other.put(`/api/crm/sections/${section.id}`, { name: 'Tomada', type: 'person' }),
      await other.delete(`/api/crm/sections/${section.id}`),
      await other.post('/api/crm/fields', field(section.id, { token: 'intruso' })),
      await other.put(`/api/crm/fields/${secret.id}`, field(section.id, { token: 'segredo' })),
      await other.delete(`/api/crm/fields/${secret.id}`),
      await other.put(`/api/crm/sections/${section.id}/fields/order`, { fieldIds: [secret.id] }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const otherSections = JSON.stringify(await sections(other));
    expect(otherSections).not.toContain(section.id);
    expect(otherSections).not.toContain(secret.id);
    // A manager holds no settings.fields by default.
    expect((await manager.post('/api/crm/sections', { name: 'Gestor', type: 'person' })).status).toBe(403);
  });

  it('gives an account created before the CRM its defaults on first read, once', async () => {
    const db = server.services.database.db;
    const [account] = await db.select().from(accounts).where(eq(accounts.name, 'Outra Empresa'));
    const accountId = account?.id ?? '';
    await db.delete(crmFields).where(eq(crmFields.accountId, accountId));
    await db.delete(crmSections).where(eq(crmSections.accountId, accountId));
    const [people, companies] = await Promise.all([sections(other), sections(other, 'company')]);
    expect(people.map((s) => s.defaultKey)).toEqual(['registration', 'address', 'professional']);
    expect(companies.map((s) => s.defaultKey)).toEqual(['registration', 'address']);
    const rows = await db.select().from(crmSections).where(eq(crmSections.accountId, accountId));
    expect(rows).toHaveLength(5);
  });
});
