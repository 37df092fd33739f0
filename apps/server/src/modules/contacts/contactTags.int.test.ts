import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { userIdOf } from '../live/testing/insertConversation.ts';

// PUT /api/contacts/:id/tags: the live chat's side panel tags the contact without its fields.
describe('a contact’s tags on their own', () => {
  let server: TestServer;
  let admin: ApiClient;
  let attendant: ApiClient;
  let junior: ApiClient;
  let other: ApiClient;
  let nameFieldId: string;
  let tagIds: string[];
  const db = () => server.services.database.db;

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    attendant = (await signIn(server.url, 'atendente@prosa.demo')).client;
    junior = (await signIn(server.url, 'junior@prosa.demo')).client;
    other = (await signIn(server.url, 'admin@outra.demo')).client;
    const sections = (await admin.get('/api/crm/sections?type=person')).body.items;
    nameFieldId = sections[0].fields.find((field: { token: string }) => field.token === 'name').id;
    tagIds = (await admin.get('/api/settings/tags')).body.tags.map((tag: { id: string }) => tag.id);
  });
  afterAll(() => server?.close());

  const createPerson = async (name: string) =>
    (await admin.post('/api/contacts', { type: 'person', values: { [nameFieldId]: name } })).body
      .id as string;
  const tagsOf = async (contactId: string) => (await admin.get(`/api/contacts/${contactId}`)).body.tagIds;

  it('lets an attendant replace the tags, and keeps the contact’s fields as they were', async () => {
    const contactId = await createPerson('Cliente Etiquetado');
    const [first, second] = tagIds;
    const saved = await attendant.put(`/api/contacts/${contactId}/tags`, { tagIds: [first, second, first] });
    expect([saved.status, saved.body]).toEqual([200, { tagIds: [first, second] }]);
    expect((await tagsOf(contactId)).sort()).toEqual([first, second].sort());
    const removed = await attendant.put(`/api/contacts/${contactId}/tags`, { tagIds: [second] });
    expect([removed.status, await tagsOf(contactId)]).toEqual([200, [second]]);
    const contact = (await admin.get(`/api/contacts/${contactId}`)).body;
    expect(contact.values[nameFieldId]).toBe('Cliente Etiquetado');
  });

  it('refuses a junior, other accounts’ contacts and tags, bad input and another user’s open form', async () => {
    const contactId = await createPerson('Cliente Protegido');
    const [first] = tagIds;
    expect((await junior.put(`/api/contacts/${contactId}/tags`, { tagIds: [first] })).status).toBe(403);
    // Another account meets the contact as one that does not exist, and its own tags fit no contact here.
    expect((await other.put(`/api/contacts/${contactId}/tags`, { tagIds: [] })).status).toBe(404);
    const created = await other.post('/api/settings/tags', { title: 'Da Outra', color: '#fa8c16' });
    expect(created.status).toBe(200);
    const foreignTag = created.body.tag.id;
    const foreign = await attendant.put(`/api/contacts/${contactId}/tags`, { tagIds: [foreignTag] });
    expect([foreign.status, foreign.body.error.code]).toEqual([400, 'contacts.tagNotFound']);
    expect((await attendant.put(`/api/contacts/${contactId}/tags`, { tagIds: 'x' })).status).toBe(400);
    expect((await attendant.put(`/api/contacts/${contactId}/tags`, {})).status).toBe(400);
    expect((await attendant.put(`/api/contacts/${contactId}/tags`, { tagIds: ['<b>'] })).status).toBe(400);
    expect((await attendant.put(`/api/contacts/nao-existe/tags`, { tagIds: [] })).status).toBe(404);
    expect(await tagsOf(contactId)).toEqual([]);

    // The manager has the contact's form open: the attendant's change waits, as a save would.
    const managerId = await userIdOf(db(), 'gestor@prosa.demo');
    await db()
      .update(contacts)
      .set({ editingUserId: managerId, editingUntil: new Date(Date.now() + 60_000) })
      .where(eq(contacts.id, contactId));
    const locked = await attendant.put(`/api/contacts/${contactId}/tags`, { tagIds: [first] });
    expect(locked.status).toBe(409);
    expect(await tagsOf(contactId)).toEqual([]);
  });
});
