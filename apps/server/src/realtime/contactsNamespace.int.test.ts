import type { ContactEditingPayload, ContactLockAnswer } from '@prosa/contracts';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../db/schema/index.ts';
import type { ApiClient } from '../testing/ApiClient.ts';
import { connectSocket } from '../testing/connectSocket.ts';
import { signIn } from '../testing/signIn.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.ts';

type LockRequest = 'watchContact' | 'editContact' | 'stopEditing';

const ask = (socket: Socket, event: LockRequest, payload: unknown): Promise<ContactLockAnswer> =>
  socket.timeout(5000).emitWithAck(event, payload);

const isRelease = (payload: ContactEditingPayload) => payload.editor === null;

// The next `contactEditing` the socket hears (that `matches`); rejects after `timeoutMs` so a
// missing relay fails. Through the Redis adapter a take may arrive after its own answer, so a
// release is waited for by what it says rather than by its place.
function nextEditing(
  socket: Socket,
  matches: (payload: ContactEditingPayload) => boolean = () => true,
  timeoutMs = 5000,
): Promise<ContactEditingPayload> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('contactEditing', listener);
      reject(new Error(`no contactEditing within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: ContactEditingPayload) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off('contactEditing', listener);
      resolve(payload);
    };
    socket.on('contactEditing', listener);
  });
}

// Everything the socket hears of the lock for `ms`.
async function heardDuring(socket: Socket, ms = 400) {
  const heard: ContactEditingPayload[] = [];
  const listener = (payload: ContactEditingPayload) => heard.push(payload);
  socket.on('contactEditing', listener);
  await new Promise((resolve) => setTimeout(resolve, ms));
  socket.off('contactEditing', listener);
  return heard;
}

async function createPerson(admin: ApiClient, name: string) {
  const sections = (await admin.get('/api/crm/sections?type=person')).body.items;
  const nameField = sections[0].fields.find((field: { token: string }) => field.token === 'name');
  const created = await admin.post('/api/contacts', { type: 'person', values: { [nameField.id]: name } });
  return created.body.id as string;
}

describe('the contact edit lock on the /contacts socket', () => {
  let server: TestServer;
  let admin: ApiClient;
  const opened: Socket[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    admin = (await signIn(server.url, 'admin@prosa.demo')).client;
  });
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.close();
  });
  afterAll(() => server?.close());

  const db = () => server.services.database.db;
  async function open(email: string, accountName?: string) {
    const { client } = await signIn(server.url, email, { accountName });
    const socket = await connectSocket(server.url, '/contacts', client.cookieHeader());
    opened.push(socket);
    return { client, socket };
  }
  const editorOf = async (contactId: string) =>
    (
      await db().select({ userId: contacts.editingUserId }).from(contacts).where(eq(contacts.id, contactId))
    )[0]?.userId ?? null;

  it('refuses a socket without a session or from a foreign page', async () => {
    await expect(connectSocket(server.url, '/contacts', '')).rejects.toThrow('generic.unauthenticated');
    await expect(
      connectSocket(server.url, '/contacts', admin.cookieHeader(), { origin: 'https://evil.example' }),
    ).rejects.toThrow('generic.csrf');
  });

  it('tells the pages watching a contact who takes its lock, and when it is released', async () => {
    const contactId = await createPerson(admin, 'Bloqueio Ao Vivo');
    const editor = await open('admin@prosa.demo');
    const viewer = await open('gestor@prosa.demo');
    expect(await ask(viewer.socket, 'watchContact', { contactId })).toEqual({ ok: true, editor: null });
    expect(await ask(editor.socket, 'watchContact', { contactId })).toEqual({ ok: true, editor: null });

    const heard = nextEditing(viewer.socket);
    const taken = await ask(editor.socket, 'editContact', { contactId });
    expect(taken).toMatchObject({ ok: true, editor: { name: 'Ana Administradora' } });
    expect(await heard).toEqual({ contactId, editor: taken.ok ? taken.editor : null });
    // A page opened later learns the holder when it starts watching.
    const late = await open('atendente@prosa.demo');
    expect(await ask(late.socket, 'watchContact', { contactId })).toMatchObject({
      ok: true,
      editor: { name: 'Ana Administradora' },
    });
    expect(await ask(viewer.socket, 'editContact', { contactId })).toEqual({
      ok: false,
      code: 'contacts.editLocked',
      details: { name: 'Ana Administradora' },
    });

    const released = nextEditing(viewer.socket, isRelease);
    expect(await ask(editor.socket, 'stopEditing', { contactId })).toEqual({ ok: true, editor: null });
    expect(await released).toEqual({ contactId, editor: null });
    expect(await editorOf(contactId)).toBeNull();
    expect(await ask(viewer.socket, 'editContact', { contactId })).toMatchObject({
      ok: true,
      editor: { name: 'Gustavo Gestor' },
    });
  });

  it('releases the lock and tells the watchers when the holder’s socket goes', async () => {
    const contactId = await createPerson(admin, 'Aba Fechada');
    const editor = await open('atendente@prosa.demo');
    const viewer = await open('gestor@prosa.demo');
    await ask(viewer.socket, 'watchContact', { contactId });
    await ask(editor.socket, 'editContact', { contactId });
    expect(await editorOf(contactId)).not.toBeNull();

    const released = nextEditing(viewer.socket, isRelease);
    editor.socket.close();
    expect(await released).toEqual({ contactId, editor: null });
    expect(await editorOf(contactId)).toBeNull();
  });

  it('keeps the lock while another socket of the same user still edits the contact', async () => {
    const contactId = await createPerson(admin, 'Duas Abas');
    const firstTab = await open('admin@prosa.demo');
    const secondTab = await open('admin@prosa.demo');
    const viewer = await open('gestor@prosa.demo');
    await ask(viewer.socket, 'watchContact', { contactId });
    await ask(firstTab.socket, 'editContact', { contactId });
    await ask(secondTab.socket, 'editContact', { contactId });

    const whileOneRemains = heardDuring(viewer.socket, 500);
    firstTab.socket.close();
    expect((await whileOneRemains).filter(isRelease)).toEqual([]);
    expect(await editorOf(contactId)).not.toBeNull();

    const released = nextEditing(viewer.socket, isRelease);
    secondTab.socket.close();
    expect(await released).toEqual({ contactId, editor: null });
  });

  it('drops the socket of a session that signs out, which releases its lock', async () => {
    const contactId = await createPerson(admin, 'Saiu da Conta');
    const editor = await open('atendente@prosa.demo');
    const viewer = await open('gestor@prosa.demo');
    await ask(viewer.socket, 'watchContact', { contactId });
    await ask(editor.socket, 'editContact', { contactId });
    const released = nextEditing(viewer.socket, isRelease);
    const dropped = new Promise((resolve) => editor.socket.once('disconnect', resolve));
    expect((await editor.client.post('/api/auth/logout')).status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    expect(await released).toEqual({ contactId, editor: null });
    expect(await editorOf(contactId)).toBeNull();
  });

  it('announces the HTTP lease too, so a page without the socket still shows in the others', async () => {
    const contactId = await createPerson(admin, 'Pelo HTTP');
    const viewer = await open('gestor@prosa.demo');
    await ask(viewer.socket, 'watchContact', { contactId });
    const heard = nextEditing(viewer.socket);
    expect((await admin.post(`/api/contacts/${contactId}/editing`)).status).toBe(200);
    expect(await heard).toMatchObject({ contactId, editor: { name: 'Ana Administradora' } });
    const released = nextEditing(viewer.socket, isRelease);
    expect((await admin.delete(`/api/contacts/${contactId}/editing`)).status).toBe(200);
    expect(await released).toEqual({ contactId, editor: null });
  });

  it('never tells another account, which can neither watch nor take the contact', async () => {
    const contactId = await createPerson(admin, 'Outra Conta Não');
    const stranger = await open('admin@outra.demo');
    expect(await ask(stranger.socket, 'watchContact', { contactId })).toEqual({
      ok: false,
      code: 'contacts.notFound',
      details: {},
    });
    // A master in both accounts, signed into the other one, watching the same id.
    const master = await open('master@prosa.demo', 'Outra Empresa');
    expect(await ask(master.socket, 'watchContact', { contactId })).toMatchObject({
      ok: false,
      code: 'contacts.notFound',
    });
    const editor = await open('admin@prosa.demo');
    const heardByStranger = heardDuring(stranger.socket);
    const heardByMaster = heardDuring(master.socket);
    await ask(editor.socket, 'editContact', { contactId });
    expect(await heardByStranger).toEqual([]);
    expect(await heardByMaster).toEqual([]);
    expect(await ask(stranger.socket, 'editContact', { contactId })).toMatchObject({
      ok: false,
      code: 'contacts.notFound',
    });
    expect(await ask(stranger.socket, 'stopEditing', { contactId })).toMatchObject({
      ok: false,
      code: 'contacts.notFound',
    });
    expect(await editorOf(contactId)).not.toBeNull();
  });

  it('lets a member without contacts.edit watch but never take the lock', async () => {
    const contactId = await createPerson(admin, 'Só Leitura');
    const junior = await open('junior@prosa.demo');
    const viewer = await open('gestor@prosa.demo');
    await ask(viewer.socket, 'watchContact', { contactId });
    expect(await ask(junior.socket, 'watchContact', { contactId })).toEqual({ ok: true, editor: null });
    const heard = heardDuring(viewer.socket);
    expect(await ask(junior.socket, 'editContact', { contactId })).toEqual({
      ok: false,
      code: 'generic.forbidden',
    });
    expect(await heard).toEqual([]);
    expect(await editorOf(contactId)).toBeNull();
  });

  it('answers a malformed request with a refusal and changes nothing', async () => {
    const { socket } = await open('admin@prosa.demo');
    for (const payload of [undefined, {}, { contactId: 42 }, { contactId: "x' or 1=1 --" }])
      expect(await ask(socket, 'editContact', payload)).toEqual({ ok: false, code: 'generic.invalidInput' });
  });
});

// Two server processes on one PostgreSQL database, joined by the socket.io Redis adapter: a page on
// one process hears the lock taken through the other.
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'the contact edit lock across two server processes',
  () => {
    let database: TestDatabase;
    let first: TestServer;
    let second: TestServer;
    const opened: Socket[] = [];
    beforeAll(async () => {
      database = await createTestDatabase();
      first = await startTestServer({}, { database });
      second = await startTestServer({}, { database });
    });
    afterAll(async () => {
      for (const socket of opened.splice(0)) socket.close();
      await first?.close();
      await second?.close();
      await database?.drop();
    });

    async function open(server: TestServer, email: string) {
      const { client } = await signIn(server.url, email);
      const socket = await connectSocket(server.url, '/contacts', client.cookieHeader());
      opened.push(socket);
      return { client, socket };
    }

    it('relays the take and the release on disconnect to a page on the other process', async () => {
      const editor = await open(first, 'admin@prosa.demo');
      const contactId = await createPerson(editor.client, 'Dois Processos');
      const viewer = await open(second, 'gestor@prosa.demo');
      await ask(viewer.socket, 'watchContact', { contactId });
      const heard = nextEditing(viewer.socket);
      await ask(editor.socket, 'editContact', { contactId });
      expect(await heard).toMatchObject({ contactId, editor: { name: 'Ana Administradora' } });
      // The other process is asked whether the user edits elsewhere (fetchSockets) before releasing.
      const released = nextEditing(viewer.socket, isRelease, 10_000);
      editor.socket.close();
      expect(await released).toEqual({ contactId, editor: null });
    }, 20_000);
  },
);
