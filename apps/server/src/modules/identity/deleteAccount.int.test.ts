import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.ts';
import { demoPassword } from '../../db/seed.ts';
import { ApiClient } from '../../testing/ApiClient.ts';
import { connectSocket } from '../../testing/connectSocket.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

describe('account deletion', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('is refused below the administrator level', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const { status, body } = await client.delete('/api/account', { confirmation: 'Prosa Demo' });
    expect(status).toBe(403);
    expect(body.error.code).toBe('generic.forbidden');
  });

  it('is refused to anyone but the owner, provider staff included', async () => {
    const { client } = await signIn(server.url, 'master@prosa.demo', { accountName: 'Prosa Demo' });
    const { status, body } = await client.delete('/api/account', { confirmation: 'Prosa Demo' });
    expect(status).toBe(403);
    expect(body.error.code).toBe('account.deleteNotOwner');
  });

  it('needs the account’s name typed exactly', async () => {
    const { client } = await signIn(server.url, 'admin@outra.demo');
    for (const confirmation of ['', 'outra empresa', 'Prosa Demo', 'Outra']) {
      const { status, body } = await client.delete('/api/account', { confirmation });
      expect(status, confirmation).toBe(400);
      expect(body.error.code).toBe('account.deleteConfirmation');
    }
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('deletes on the right name and ends every session inside the account, sockets included', async () => {
    const { client: owner } = await signIn(server.url, 'admin@outra.demo');
    const { client: staff } = await signIn(server.url, 'supremo@prosa.demo', {
      accountName: 'Outra Empresa',
    });
    const { client: elsewhere } = await signIn(server.url, 'master@prosa.demo', {
      accountName: 'Prosa Demo',
    });
    const socket = await connectSocket(server.url, '/live', staff.cookieHeader());
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const deleted = await owner.delete('/api/account', { confirmation: 'Outra Empresa' });
    expect(deleted.status).toBe(200);
    expect(owner.cookieHeader()).toBe('');
    expect(await dropped).toBe('io server disconnect');
    expect((await staff.get('/api/auth/me')).status).toBe(401);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(200);

    const [row] = await server.services.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.name, 'Outra Empresa'));
    expect(row?.status).toBe('deleted');
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('leaves the deleted account out of every later login', async () => {
    const ownerLogin = await new ApiClient(server.url).post('/api/auth/login', {
      email: 'admin@outra.demo',
      password: demoPassword,
    });
    expect(ownerLogin.status).toBe(403);
    expect(ownerLogin.body.error.code).toBe('auth.accountNotCorrect');
    const { client, login } = await signIn(server.url, 'supremo@prosa.demo');
    expect(login.accounts.map((a: { name: string }) => a.name)).toEqual(['Prosa Demo']);
    expect((await client.get('/api/auth/me')).body.account.name).toBe('Prosa Demo');
  });
});
