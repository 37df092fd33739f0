import { permissionKeys } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, permissionDocuments, users } from '../../db/schema/index.ts';
import { connectSocket } from '../../testing/connectSocket.ts';
import { nextStatus } from '../../testing/nextStatus.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { saveDocument } from './permissionDocumentRepository.ts';

describe('access control', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const db = () => server.services.database.db;
  const findAccount = async (name: string) => {
    const [row] = await db().select().from(accounts).where(eq(accounts.name, name));
    if (!row) throw new Error(`no account ${name}`);
    return row;
  };
  const accountId = async (name: string) => (await findAccount(name)).id;
  const documentRows = async (name: string) =>
    db()
      .select({ level: permissionDocuments.level, maps: permissionDocuments.maps })
      .from(permissionDocuments)
      .where(eq(permissionDocuments.accountId, await accountId(name)))
      .orderBy(permissionDocuments.level);
  const setModules = async (name: string, change: (modules: string[]) => string[]) => {
    const row = await findAccount(name);
    await db()
      .update(accounts)
      .set({ modules: change(row.modules) })
      .where(eq(accounts.id, row.id));
  };
  const managerDefaults = () =>
    Object.fromEntries(
      permissionKeys
        .filter(
          (key) =>
            key !== 'settings.users' && key !== 'settings.journeys' && key !== 'settings.accessControl',
        )
        .map((key) => [key, true]),
    );

  it('shows an administrator the catalogue and the documents of levels 12 to 15, editable below their own', async () => {
    const { client } = await signIn(server.url, 'admin@prosa.demo');
    const answer = await client.get('/api/settings/access/control');
    expect(answer.status).toBe(200);
    expect(answer.body.catalogue.map((entry: { key: string }) => entry.key)).toEqual(permissionKeys);
    const documents = answer.body.documents;
    expect(documents.map((d: { level: number; isEditable: boolean }) => [d.level, d.isEditable])).toEqual([
      [12, false],
      [13, true],
      [14, true],
      [15, true],
    ]);
    // The defaults within each level's floor; keys beyond it are absent.
    expect(documents[3].permissions).toEqual({
      'conversations.view': true,
      'live.attend': true,
      'library.view': true,
      'contacts.view': true,
    });
    expect(documents[2].permissions['library.edit']).toBe(true);
    expect(documents[2].permissions['contacts.edit']).toBe(true);
    expect(documents[2].permissions['settings.tags']).toBeUndefined();
  });

  it('takes a permission from a manager: tag writes answer 403 and /me stops listing it', async () => {
    const admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    const manager = (await signIn(server.url, 'gestor@prosa.demo')).client;
    expect((await manager.get('/api/auth/me')).body.permissions).toContain('settings.tags');
    const tag = (await manager.get('/api/settings/tags')).body.tags[0];

    const saved = await admin.put('/api/settings/access/control/13', {
      permissions: { ...managerDefaults(), 'settings.tags': false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.document.permissions['settings.tags']).toBe(false);

    const me = (await manager.get('/api/auth/me')).body;
    expect(me.permissions).not.toContain('settings.tags');
    expect(me.permissions).toContain('settings.live');
    const refused = await manager.post('/api/settings/tags', { title: 'Sem permissão', color: '#112233' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('accessControl.permissionDenied');
    expect(refused.body.error.message).toBe('Seu perfil de acesso não permite esta ação.');
    expect((await manager.put(`/api/settings/tags/${tag.id}`, { title: 'X', color: '#112233' })).status).toBe(
      403,
    );
    expect((await manager.delete(`/api/settings/tags/${tag.id}`)).status).toBe(403);
    // Reading stays open to everyone; the administrator's own writes are untouched.
    expect((await manager.get('/api/settings/tags')).status).toBe(200);
    const adminTag = await admin.post('/api/settings/tags', { title: 'Do administrador', color: '#112233' });
    expect(adminTag.status).toBe(200);

    // The other account's managers keep their defaults: no document was written there.
    expect(await documentRows('Outra Empresa')).toEqual([]);

    const restored = await admin.put('/api/settings/access/control/13', { permissions: managerDefaults() });
    expect(restored.status).toBe(200);
    expect((await manager.get('/api/auth/me')).body.permissions).toContain('settings.tags');
  });

  it('refuses levels at or above the editor’s power, unknown keys and keys beyond the floor, changing nothing', async () => {
    const admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    const before = await documentRows('Prosa Demo');
    const refusals: Array<[string, unknown, number, string]> = [
      ['/api/settings/access/control/12', { permissions: {} }, 403, 'accessControl.levelNotEditable'],
      ['/api/settings/access/control/11', { permissions: {} }, 403, 'accessControl.levelNotEditable'],
      ['/api/settings/access/control/16', { permissions: {} }, 403, 'accessControl.levelNotEditable'],
      [
        '/api/settings/access/control/14',
        { permissions: { 'library.view': false, 'settings.everything': true } },
        400,
        'accessControl.permissionUnknown',
      ],
      [
        '/api/settings/access/control/15',
        { permissions: { 'library.view': false, 'settings.tags': true } },
        400,
        'accessControl.permissionAboveLevel',
      ],
      [
        '/api/settings/access/control/14',
        { permissions: { 'library.view': 'yes' } },
        400,
        'generic.invalidInput',
      ],
      ['/api/settings/access/control/abc', { permissions: {} }, 400, 'generic.invalidInput'],
    ];
    for (const [path, body, status, code] of refusals) {
      const answer = await admin.put(path, body);
      expect([path, answer.status, answer.body.error?.code]).toEqual([path, status, code]);
    }
    expect(await documentRows('Prosa Demo')).toEqual(before);
  });

  it('words the refusals in the editor’s language', async () => {
    const admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    const messages: Record<string, string> = {
      'pt-BR': 'A permissão settings.tags não pode ser concedida a este nível.',
      'en-US': 'The permission settings.tags cannot be granted to this level.',
      es: 'El permiso settings.tags no se puede conceder a este nivel.',
    };
    for (const [language, message] of Object.entries(messages)) {
      await db().update(users).set({ language }).where(eq(users.email, 'admin@prosa.demo'));
      const refused = await admin.put('/api/settings/access/control/15', {
        permissions: { 'settings.tags': true },
      });
      expect(refused.body.error.message).toBe(message);
    }
    await db().update(users).set({ language: 'pt-BR' }).where(eq(users.email, 'admin@prosa.demo'));
  });

  it('lets the provider’s staff edit the administrators’ level, and keeps managers and attendants out', async () => {
    const master = (await signIn(server.url, 'master@prosa.demo', { accountName: 'Prosa Demo' })).client;
    const saved = await master.put('/api/settings/access/control/12', {
      permissions: { 'broadcast.send': false },
    });
    expect(saved.status).toBe(200);
    const admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    const me = (await admin.get('/api/auth/me')).body;
    expect(me.permissions).not.toContain('broadcast.send');
    expect(me.permissions).toContain('settings.accessControl');
    expect((await master.put('/api/settings/access/control/12', { permissions: {} })).status).toBe(200);

    for (const email of ['gestor@prosa.demo', 'atendente@prosa.demo', 'junior@prosa.demo']) {
      const { client } = await signIn(server.url, email);
      expect((await client.get('/api/settings/access/control')).status).toBe(403);
      expect((await client.put('/api/settings/access/control/15', { permissions: {} })).status).toBe(403);
    }
  });

  it('refuses an administrator whose level lost access control itself', async () => {
    const id = await accountId('Prosa Demo');
    await saveDocument(db(), id, 12, { settings: { accessControl: false } });
    const admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    const refused = await admin.get('/api/settings/access/control');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('accessControl.permissionDenied');
    await db()
      .delete(permissionDocuments)
      .where(and(eq(permissionDocuments.accountId, id), eq(permissionDocuments.level, 12)));
    expect((await admin.get('/api/settings/access/control')).status).toBe(200);
  });

  it('tells the account’s open panels that access changed, and no other account’s', async () => {
    const admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    const manager = (await signIn(server.url, 'gestor@prosa.demo')).client;
    const other = (await signIn(server.url, 'admin@outra.demo')).client;
    const managerSocket = await connectSocket(server.url, '/auth', manager.cookieHeader());
    const otherSocket = await connectSocket(server.url, '/auth', other.cookieHeader());
    try {
      let otherHeard = false;
      otherSocket.on('accessChanged', () => {
        otherHeard = true;
      });
      const heard = new Promise((resolve) => managerSocket.once('accessChanged', resolve));
      expect((await admin.put('/api/settings/access/control/14', { permissions: {} })).status).toBe(200);
      await heard;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(otherHeard).toBe(false);
    } finally {
      managerSocket.close();
      otherSocket.close();
    }
  });

  it('drops an area’s keys from /me when its module is off, and ignores live events then', async () => {
    const { client: attendant, login } = await signIn(server.url, 'atendente@prosa.demo');
    const watcher = (await signIn(server.url, 'gestor@prosa.demo')).client;
    const attendantSocket = await connectSocket(server.url, '/live', attendant.cookieHeader());
    const watcherSocket = await connectSocket(server.url, '/live', watcher.cookieHeader());
    try {
      const heard = nextStatus(watcherSocket, login.user.id);
      attendantSocket.emit('changeStatus', { status: 5 });
      expect((await heard).status).toBe(5);

      await setModules('Prosa Demo', (modules) => modules.filter((m) => m !== 'live'));
      const me = (await attendant.get('/api/auth/me')).body;
      expect(me.permissions).not.toContain('live.attend');
      expect(me.permissions).toContain('conversations.view');
      // The refused event is dropped; the next one heard is the one sent after the module returns.
      attendantSocket.emit('changeStatus', { status: 3, reason: 'Pausa' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await setModules('Prosa Demo', (modules) => [...modules, 'live']);
      const next = nextStatus(watcherSocket, login.user.id);
      attendantSocket.emit('changeStatus', { status: 1 });
      expect((await next).status).toBe(1);
    } finally {
      attendantSocket.close();
      watcherSocket.close();
    }
  });
});
