import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../app/newId.ts';
import {
  accounts,
  bots,
  conversations,
  departments,
  departmentUsers,
  extraUserRequests,
  memberships,
  users,
} from '../../db/schema/index.ts';
import { ApiClient } from '../../testing/ApiClient.ts';
import { readOutbox } from '../../testing/readOutbox.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { hashPassword } from '../identity/passwordHash.ts';

const base = '/api/settings/users';
const password = 'senha-segura-1';
const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Bruna Souza',
  email,
  role: 'attendant',
  level: 14,
  password,
  ...extra,
});

describe('users settings', () => {
  let server: TestServer;
  let admin: ApiClient;
  let demoId: string;
  let otherId: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    const rows = await server.services.database.db.select().from(accounts);
    demoId = rows.find((a) => a.name === 'Prosa Demo')?.id ?? '';
    otherId = rows.find((a) => a.name === 'Outra Empresa')?.id ?? '';
  });
  afterAll(() => server?.close());

  const db = () => server.services.database.db;
  const snapshot = async () => ({
    users: await db().select().from(users).orderBy(users.id),
    memberships: await db().select().from(memberships).orderBy(memberships.userId, memberships.accountId),
    departmentUsers: await db().select().from(departmentUsers).orderBy(departmentUsers.userId),
  });
  const addDepartment = async (accountId: string, name: string) => {
    const id = newId();
    await db().insert(departments).values({ id, accountId, name });
    return id;
  };
  const addBot = async (accountId: string, name: string) => {
    const id = newId();
    await db()
      .insert(bots)
      .values({ id, accountId, name, token: newToken(24) });
    return id;
  };
  const login = (email: string, secret = password) =>
    new ApiClient(server.url).post('/api/auth/login', { email, password: secret });

  it('creates a user with every field, shows it in the list and lets them log in', async () => {
    const sales = await addDepartment(demoId, 'Vendas Criação');
    const botA = await addBot(demoId, 'Bot A');
    const botB = await addBot(demoId, 'Bot B');
    const created = await admin.post(
      base,
      newUser('  Bruna@Exemplo.com ', {
        departmentIds: [sales],
        chatbotIds: [botA, botA, botB],
        avatar: 'https://cdn.exemplo.com/bruna.png',
        ddi: '55',
        phone: '11912345678',
        canSeeOthers: true,
        attendantListVisibility: 'departments',
        absenceReason: 'Almoço',
      }),
    );
    expect(created.status).toBe(200);
    expect(created.body.user).toMatchObject({
      name: 'Bruna Souza',
      email: 'bruna@exemplo.com',
      role: 'attendant',
      level: 14,
      isOwner: false,
      isActive: true,
      departmentIds: [sales],
      chatbotIds: [botA, botB],
      avatar: 'https://cdn.exemplo.com/bruna.png',
      ddi: '55',
      phone: '11912345678',
      canSeeOthers: true,
      viewRule: 'bots',
      attendantListVisibility: 'departments',
      absenceReason: 'Almoço',
    });
    const id = created.body.user.id;
    expect((await admin.get(`${base}/${id}`)).body.user).toEqual(created.body.user);
    const list = await admin.get(`${base}?search=BRUNA`);
    expect(list.body.items.map((u: { id: string }) => u.id)).toEqual([id]);
    expect((await login('bruna@exemplo.com')).status).toBe(200);
  });

  it('defaults the view rule by level: all for managers, bots for juniors', async () => {
    const manager = await admin.post(
      base,
      newUser('gerente.novo@exemplo.com', { role: 'manager', level: 13 }),
    );
    expect(manager.body.user.viewRule).toBe('all');
    const junior = await admin.post(base, newUser('junior.novo@exemplo.com', { role: 'junior', level: 15 }));
    expect(junior.body.user.viewRule).toBe('bots');
    const chosen = await admin.post(base, newUser('so.meus@exemplo.com', { viewRule: 'only' }));
    expect(chosen.body.user.viewRule).toBe('only');
  });

  it('lists by name with a case- and accent-insensitive search, 50 a page, with the total and the quota', async () => {
    const all = await admin.get(base);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, pageSize: 50, quota: { limit: 20 } });
    expect(all.body.quota.used).toBe(all.body.total);
    const names = all.body.items.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
    // The provider's staff are members of the account but not of this screen.
    expect(names).not.toContain('Sílvia Supremo');
    const joao = await admin.get(`${base}?search=${encodeURIComponent('JOAO jú')}`);
    expect(joao.body.items.map((u: { name: string }) => u.name)).toEqual(['João Júnior']);
    const byEmail = await admin.get(`${base}?search=gestor%40prosa`);
    expect(byEmail.body).toMatchObject({ total: 1, items: [{ email: 'gestor@prosa.demo' }] });
    const wildcard = await admin.get(`${base}?search=${encodeURIComponent('%')}`);
    expect(wildcard.body.total).toBe(0);
  });

  it('pages in a stable order without repeating or skipping anyone', async () => {
    const rows = Array.from({ length: 55 }, (_, i) => ({
      id: newId(),
      name: `Paginado ${String(i).padStart(2, '0')}`,
      email: `paginado${i}@exemplo.com`,
      passwordHash: 'x',
    }));
    const pageAccount = newId();
    await db().insert(accounts).values({ id: pageAccount, name: 'Paginada', userLimit: 100 });
    await db().insert(users).values(rows);
    await db()
      .insert(memberships)
      .values(rows.map((row) => ({ accountId: pageAccount, userId: row.id, role: 'attendant', level: 14 })));
    const owner = rows[0];
    if (!owner) throw new Error('no rows');
    await db()
      .update(memberships)
      .set({ role: 'administrator', level: 12 })
      .where(and(eq(memberships.userId, owner.id), eq(memberships.accountId, pageAccount)));
    await db()
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, owner.id));
    const { client } = await signIn(server.url, owner.email, { password });
    const first = await client.get(`${base}?page=1`);
    const second = await client.get(`${base}?page=2`);
    expect(first.body.total).toBe(55);
    expect(first.body.items).toHaveLength(50);
    expect(second.body.items).toHaveLength(5);
    const seen = [...first.body.items, ...second.body.items].map((u: { email: string }) => u.email);
    expect(new Set(seen).size).toBe(55);
    expect(seen[0]).toBe('paginado0@exemplo.com');
  });

  it('edits a user, links departments, and a new password replaces the old one', async () => {
    const created = (await admin.post(base, newUser('carla@exemplo.com'))).body.user;
    const support = await addDepartment(demoId, 'Suporte Edição');
    const edited = await admin.put(`${base}/${created.id}`, {
      ...newUser('carla.lima@exemplo.com', { name: 'Carla Lima', role: 'manager', level: 13 }),
      password: 'outra-senha-2',
      departmentIds: [support],
      viewRule: 'all',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.user).toMatchObject({
      id: created.id,
      name: 'Carla Lima',
      email: 'carla.lima@exemplo.com',
      level: 13,
      role: 'manager',
      departmentIds: [support],
    });
    expect((await login('carla.lima@exemplo.com', password)).status).toBe(401);
    expect((await login('carla.lima@exemplo.com', 'outra-senha-2')).status).toBe(200);
    const { password: _, ...withoutPassword } = newUser('carla.lima@exemplo.com', { name: 'Carla L.' });
    const kept = await admin.put(`${base}/${created.id}`, withoutPassword);
    expect(kept.body.user).toMatchObject({ name: 'Carla L.', departmentIds: [], level: 14 });
    expect((await login('carla.lima@exemplo.com', 'outra-senha-2')).status).toBe(200);
  });

  it('deactivates a member: their session ends, login says inactive user and the access log shows it', async () => {
    const created = (await admin.post(base, newUser('davi@exemplo.com'))).body.user;
    const { client: davi } = await signIn(server.url, 'davi@exemplo.com', { password });
    const deactivated = await admin.post(`${base}/${created.id}/deactivate`);
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.user.isActive).toBe(false);
    expect((await davi.get('/api/auth/me')).status).toBe(401);
    const refused = await login('davi@exemplo.com');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('auth.inactiveUser');
    const wrong = await login('davi@exemplo.com', 'senha-errada');
    expect(wrong.body.error.code).toBe('auth.wrongCredentials');

    const log = await admin.get(`${base}/${created.id}/access-log`);
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(log.body.items.map((row: { result: string }) => row.result)).toEqual([
      'auth.wrongCredentials',
      'auth.inactiveUser',
      'success',
    ]);
    expect(log.body.items[0]).toMatchObject({ ip: expect.any(String), device: expect.any(String) });

    expect((await admin.post(`${base}/${created.id}/reactivate`)).body.user.isActive).toBe(true);
    expect((await login('davi@exemplo.com')).status).toBe(200);
  });

  it('takes the account from a session whose member was deactivated behind its back', async () => {
    const created = (await admin.post(base, newUser('elisa@exemplo.com'))).body.user;
    const { client: elisa } = await signIn(server.url, 'elisa@exemplo.com', { password });
    expect((await elisa.get('/api/auth/me')).status).toBe(200);
    // Only the flag changes, as if a request were already under way when the sessions were ended.
    await server.services.database.db
      .update(memberships)
      .set({ isActive: false })
      .where(and(eq(memberships.accountId, demoId), eq(memberships.userId, created.id)));
    const me = await elisa.get('/api/auth/me');
    expect(me.status).toBe(409);
    expect((await elisa.get('/api/settings/tags')).status).toBe(409);
  });

  it('logs the two-factor step: the code asked for, a wrong code, then the success', async () => {
    const created = (await admin.post(base, newUser('lara@exemplo.com', { ddi: '55', phone: '21955554444' })))
      .body.user;
    await db().update(users).set({ twoFactor: 'sms' }).where(eq(users.id, created.id));
    const client = new ApiClient(server.url);
    expect(
      (await client.post('/api/auth/login', { email: 'lara@exemplo.com', password })).body.twoFactor,
    ).toBe('sms');
    const [sms] = await readOutbox(server.url, { channel: 'sms', to: '21955554444' });
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await client.post('/api/auth/two-factor', { code: wrong })).body.error.code).toBe(
      'auth.codeInvalid',
    );
    expect((await client.post('/api/auth/two-factor', { code })).status).toBe(200);
    const log = (await admin.get(`${base}/${created.id}/access-log`)).body.items;
    expect(log.map((row: { result: string }) => row.result)).toEqual([
      'success',
      'auth.codeInvalid',
      'auth.codeRequired',
    ]);
  });

  it('refuses to enter an account that deactivated a member of several accounts, and logs it there', async () => {
    const created = (await admin.post(base, newUser('eva@exemplo.com'))).body.user;
    await db()
      .insert(memberships)
      .values({ accountId: otherId, userId: created.id, role: 'attendant', level: 14 });
    await admin.post(`${base}/${created.id}/deactivate`);
    const client = new ApiClient(server.url);
    const answer = await client.post('/api/auth/login', { email: 'eva@exemplo.com', password });
    // Only the account that still has them is offered, and entered at once.
    expect(answer.body.accounts.map((a: { name: string }) => a.name)).toEqual(['Outra Empresa']);
    const chosen = await client.post('/api/auth/account', { accountId: demoId });
    expect(chosen.status).toBe(403);
    expect(chosen.body.error.code).toBe('auth.inactiveUser');
    const log = (await admin.get(`${base}/${created.id}/access-log`)).body.items;
    expect(log[0]).toMatchObject({ result: 'auth.inactiveUser' });
    // The success inside the other account is not this account's business.
    expect(log).toHaveLength(1);
  });

  it('refuses chatbots of another account and changes nothing', async () => {
    const foreignBot = await addBot(otherId, 'Bot de fora');
    const before = await snapshot();
    const refused = await admin.post(base, newUser('helio@exemplo.com', { chatbotIds: [foreignBot] }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('users.chatbotNotFound');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses to delete a member holding a live conversation, and deletes once it is finished', async () => {
    const member = (await admin.post(base, newUser('iara@exemplo.com'))).body.user;
    const botId = await addBot(demoId, 'Bot Iara');
    const conversationId = newId();
    await db()
      .insert(conversations)
      .values({
        id: conversationId,
        accountId: demoId,
        botId,
        visitorId: newToken(16),
        protocol: 'p-iara',
        status: 'waiting',
        attendantId: member.id,
      });
    const refused = await admin.delete(`${base}/${member.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('users.hasActiveConversations');
    expect(await db().select().from(users).where(eq(users.id, member.id))).toHaveLength(1);
    await db().update(conversations).set({ status: 'finished' }).where(eq(conversations.id, conversationId));
    expect((await admin.delete(`${base}/${member.id}`)).status).toBe(200);
  });

  it('deletes a member, and the person too when no other account knows them', async () => {
    const only = (await admin.post(base, newUser('fabio@exemplo.com'))).body.user;
    const shared = (await admin.post(base, newUser('gabi@exemplo.com'))).body.user;
    await db()
      .insert(memberships)
      .values({ accountId: otherId, userId: shared.id, role: 'attendant', level: 14 });
    expect((await admin.delete(`${base}/${only.id}`)).status).toBe(200);
    expect((await admin.delete(`${base}/${shared.id}`)).status).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, only.id))).toEqual([]);
    expect(await db().select().from(users).where(eq(users.id, shared.id))).toHaveLength(1);
    expect(
      (await db().select().from(memberships).where(eq(memberships.userId, shared.id))).map(
        (m) => m.accountId,
      ),
    ).toEqual([otherId]);
    expect((await admin.get(`${base}/${only.id}`)).status).toBe(404);
  });

  it('refuses an e-mail already used anywhere in the system, whatever its case, and changes nothing', async () => {
    const before = await snapshot();
    for (const answer of [
      await admin.post(base, newUser('ADMIN@outra.demo')),
      await admin.put(
        `${base}/${(await admin.get(`${base}?search=junior%40`)).body.items[0].id}`,
        newUser('Gestor@Prosa.demo', { role: 'junior', level: 15 }),
      ),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatchObject({
        code: 'users.emailTaken',
        message: 'Este e-mail já está em uso.',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['no name', { name: '  ' }, 'users.nameRequired'],
    ['a bad e-mail', { email: 'sem-arroba' }, 'users.emailInvalid'],
    ['no role', { role: undefined }, 'users.roleRequired'],
    ['a staff level', { level: 11 }, 'users.levelInvalid'],
    ['a role that is not the level', { role: 'manager', level: 14 }, 'users.roleLevelMismatch'],
    ['a short password', { password: '1234567' }, 'auth.passwordTooShort'],
    ['a long password', { password: 'x'.repeat(129) }, 'auth.passwordTooLong'],
    ['a script avatar', { avatar: 'javascript:alert(1)' }, 'users.avatarInvalid'],
    ['letters in the phone', { phone: '11-9999' }, 'users.phoneInvalid'],
    ['an unknown view rule', { viewRule: 'everything' }, 'generic.invalidInput'],
  ])('refuses %s with the catalogue error and changes nothing', async (_, change, code) => {
    const target = (await admin.get(`${base}?search=junior%40`)).body.items[0];
    const before = await snapshot();
    for (const answer of [
      await admin.post(base, newUser('valido@exemplo.com', change)),
      await admin.put(
        `${base}/${target.id}`,
        newUser('junior@prosa.demo', { role: 'junior', level: 15, ...change }),
      ),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe(code);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses departments of another account', async () => {
    const foreign = await addDepartment(otherId, 'Alheio');
    const before = await snapshot();
    const answer = await admin.post(base, newUser('hugo@exemplo.com', { departmentIds: [foreign] }));
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('users.departmentNotFound');
    expect(await snapshot()).toEqual(before);
  });

  it('protects the owner and the caller from lock-out, whoever asks', async () => {
    const owner = (await admin.get(`${base}?search=admin%40prosa`)).body.items[0];
    expect(owner.isOwner).toBe(true);
    const second = (await admin.post(base, newUser('ivo@exemplo.com', { role: 'administrator', level: 12 })))
      .body.user;
    const { client: ivo } = await signIn(server.url, 'ivo@exemplo.com', { password });
    const before = await snapshot();
    const refusals: Array<[Promise<{ status: number; body: { error: { code: string } } }>, string]> = [
      [
        ivo.put(`${base}/${owner.id}`, newUser(owner.email, { name: 'X', role: 'administrator', level: 12 })),
        'users.ownerProtected',
      ],
      [ivo.post(`${base}/${owner.id}/deactivate`), 'users.ownerProtected'],
      [ivo.delete(`${base}/${owner.id}`), 'users.ownerProtected'],
      [ivo.post(`${base}/${second.id}/deactivate`), 'users.selfLockout'],
      [ivo.delete(`${base}/${second.id}`), 'users.selfLockout'],
      [
        ivo.put(`${base}/${second.id}`, newUser('ivo@exemplo.com', { role: 'manager', level: 13 })),
        'users.selfLockout',
      ],
      [
        admin.put(
          `${base}/${owner.id}`,
          newUser(owner.email, { name: owner.name, role: 'manager', level: 13 }),
        ),
        'users.selfLockout',
      ],
    ];
    for (const [request, code] of refusals) {
      const answer = await request;
      expect(answer.body.error.code).toBe(code);
    }
    expect(await snapshot()).toEqual(before);
    const ownEdit = await admin.put(`${base}/${owner.id}`, {
      ...newUser(owner.email, { name: 'Ana A.', role: 'administrator', level: 12 }),
      password: undefined,
    });
    expect(ownEdit.body.user.name).toBe('Ana A.');
  });

  it('refuses to change the e-mail or password of someone another account also knows', async () => {
    const supremoId = (await db().select().from(users).where(eq(users.email, 'supremo@prosa.demo')))[0]?.id;
    const shared = (await admin.post(base, newUser('julia@exemplo.com'))).body.user;
    await db()
      .insert(memberships)
      .values({ accountId: otherId, userId: shared.id, role: 'attendant', level: 14 });
    const before = await snapshot();
    const answer = await admin.put(`${base}/${shared.id}`, {
      ...newUser('julia@exemplo.com'),
      password: 'nova-senha-9',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('users.sharedIdentity');
    expect(await snapshot()).toEqual(before);
    // The provider's staff are not this screen's members.
    expect((await admin.get(`${base}/${supremoId}`)).status).toBe(404);
  });

  it('answers 404 for another account’s member on every route, and changes nothing', async () => {
    const { client: other } = await signIn(server.url, 'admin@outra.demo');
    const foreign = (await other.get(`${base}?search=admin%40outra`)).body.items[0];
    const before = await snapshot();
    for (const answer of [
      await admin.get(`${base}/${foreign.id}`),
      await admin.put(
        `${base}/${foreign.id}`,
        newUser('x@exemplo.com', { role: 'administrator', level: 12 }),
      ),
      await admin.post(`${base}/${foreign.id}/deactivate`),
      await admin.post(`${base}/${foreign.id}/reactivate`),
      await admin.delete(`${base}/${foreign.id}`),
      await admin.get(`${base}/${foreign.id}/access-log`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('users.notFound');
    }
    expect(await snapshot()).toEqual(before);
    expect((await admin.get(base)).body.items.map((u: { id: string }) => u.id)).not.toContain(foreign.id);
  });

  it.each(['gestor@prosa.demo', 'atendente@prosa.demo', 'junior@prosa.demo'])(
    'refuses every users route to %s',
    async (email) => {
      const { client } = await signIn(server.url, email);
      const target = (await admin.get(`${base}?search=junior%40`)).body.items[0];
      const before = await snapshot();
      for (const answer of [
        await client.get(base),
        await client.post(base, newUser('k@exemplo.com')),
        await client.get(`${base}/${target.id}`),
        await client.put(`${base}/${target.id}`, newUser('k@exemplo.com')),
        await client.post(`${base}/${target.id}/deactivate`),
        await client.delete(`${base}/${target.id}`),
        await client.get(`${base}/${target.id}/access-log`),
        await client.post(`${base}/extra-requests`, { quantity: 1 }),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.body.error.code).toBe('generic.forbidden');
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it('refuses creation at the user limit and records a request for extra users', async () => {
    const { client: other } = await signIn(server.url, 'admin@outra.demo');
    const start = (await other.get(base)).body;
    expect(start.quota.limit).toBe(5);
    expect(start.latestExtraRequest).toBeNull();
    for (let i = start.quota.used; i < 5; i++)
      expect((await other.post(base, newUser(`limite${i}@exemplo.com`))).status).toBe(200);
    const before = await snapshot();
    const refused = await other.post(base, newUser('limite-extra@exemplo.com'));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('users.limitReached');
    expect(await snapshot()).toEqual(before);

    for (const quantity of [0, 101, 2.5, '3'])
      expect((await other.post(`${base}/extra-requests`, { quantity })).body.error.code).toBe(
        'users.extraQuantityInvalid',
      );
    const requested = await other.post(`${base}/extra-requests`, {
      quantity: 3,
      comment: ' Time de vendas ',
    });
    expect(requested.status).toBe(200);
    expect(requested.body.request).toMatchObject({ quantity: 3, comment: 'Time de vendas', status: 'open' });
    const after = (await other.get(base)).body;
    expect(after.quota).toEqual({ used: 5, limit: 5 });
    expect(after.latestExtraRequest).toEqual(requested.body.request);
    const stored = await db()
      .select()
      .from(extraUserRequests)
      .where(eq(extraUserRequests.accountId, otherId));
    expect(stored).toHaveLength(1);
    // The other account's screen does not see it.
    expect((await admin.get(base)).body.latestExtraRequest).toBeNull();
  });

  it('lists the team for the attendants drawer, only shared departments when the member asks so', async () => {
    const names = async (client: ApiClient) =>
      (await client.get('/api/team/members')).body.members.map((m: { name: string }) => m.name);
    const { client: attendant } = await signIn(server.url, 'atendente@prosa.demo');
    const everyone = await names(attendant);
    expect(everyone).toEqual(expect.arrayContaining(['Aline Atendente', 'Gustavo Gestor', 'João Júnior']));
    expect(everyone).not.toContain('Otávio Outra');
    expect(everyone).not.toContain('Sílvia Supremo');

    const team = await addDepartment(demoId, 'Equipe Restrita');
    const gestor = (await admin.get(`${base}?search=gestor%40`)).body.items[0];
    await db().insert(departmentUsers).values({ departmentId: team, accountId: demoId, userId: gestor.id });
    await admin.post(
      base,
      newUser('restrita@exemplo.com', {
        name: 'Rita Restrita',
        departmentIds: [team],
        attendantListVisibility: 'departments',
      }),
    );
    const { client: rita } = await signIn(server.url, 'restrita@exemplo.com', { password });
    const members = (await rita.get('/api/team/members')).body.members;
    expect(members.map((m: { name: string }) => m.name)).toEqual(['Gustavo Gestor', 'Rita Restrita']);
    expect(members[0]).toMatchObject({ id: gestor.id, level: 13, liveStatus: 1, avatar: null });
    expect(members[0].departmentIds).toContain(team);
  });
});
