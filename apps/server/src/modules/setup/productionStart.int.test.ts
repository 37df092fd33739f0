import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { DevOutbox } from '../../notifications/devOutbox.ts';
import { startSandboxSmtp } from '../../notifications/startSandboxSmtp.ts';
import { ApiClient } from '../../testing/ApiClient.ts';
import { freePort } from '../../testing/freePort.ts';
import { startServerProcess } from '../../testing/startServerProcess.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { createTestDatabase } from '../../testing/testDatabase.ts';

let smtp: Awaited<ReturnType<typeof startSandboxSmtp>>;
beforeAll(async () => {
  smtp = await startSandboxSmtp(new DevOutbox(), () => undefined);
});
afterAll(async () => smtp?.close());

const production = (extra: Record<string, string> = {}) => ({
  PROSA_ENV: 'production',
  PUBLIC_URL: 'https://prosa.example.com',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  PROSA_SECRET_KEY: 'a-long-random-string-for-sealing-credentials',
  ...extra,
});
const emailsOf = async (server: TestServer) =>
  (await server.services.database.db.select({ email: users.email }).from(users)).map((u) => u.email);
const person = {
  email: 'owner@company.example',
  name: 'Olga Owner',
  accountName: 'Company',
  password: 'a-long-secret-1',
  confirmation: 'a-long-secret-1',
};

describe('npm start with PROSA_ENV=production', () => {
  it('refuses to start without its settings, naming each one, and exits non-zero', async () => {
    const database = await createTestDatabase();
    try {
      const start = startServerProcess({
        port: await freePort(),
        dataDir: database.dataDir,
        env: { PROSA_ENV: 'production', LOG_LEVEL: 'info' },
      });
      await expect(start).rejects.toThrow(/exited \(1\)[\s\S]*PUBLIC_URL[\s\S]*DATABASE_URL[\s\S]*SMTP_HOST/);
    } finally {
      await database.drop();
    }
  });
});

describe('a production server on an empty database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(production({ PROSA_CONTROLLED_CLOCK: '1' }));
  });
  afterAll(async () => server?.close());

  it('creates no demo user and has no outbox or movable clock', async () => {
    expect(server.logins).toBeNull();
    expect(await emailsOf(server)).toEqual([]);
    const client = new ApiClient(server.url);
    expect((await client.get('/api/dev/outbox')).body.error.code).toBe('generic.routeNotFound');
    expect((await client.get('/api/dev/clock')).body.error.code).toBe('generic.routeNotFound');
  });

  it('prints a setup link on its public address that creates the first administrator once', async () => {
    expect(server.setupUrl).toMatch(/^https:\/\/prosa\.example\.com\/login\/setup\?token=[\w-]{40,}$/);
    const token = new URL(server.setupUrl ?? '').searchParams.get('token');
    const client = new ApiClient(server.url);

    const forged = await client.post('/api/setup', { ...person, token: 'forged' });
    expect(forged.status).toBe(404);
    expect(forged.body.error.code).toBe('setup.linkInvalid');
    const mismatch = await client.post('/api/setup', { ...person, token, confirmation: 'other' });
    expect(mismatch.body.error.code).toBe('auth.passwordMismatch');
    expect(await emailsOf(server)).toEqual([]);

    // Two clicks at once: one creates the administrator, the other is told the link is spent.
    const [first, racing] = await Promise.all([
      client.post('/api/setup', { ...person, token }),
      new ApiClient(server.url).post('/api/setup', { ...person, token, email: 'racer@company.example' }),
    ]);
    expect([first.status, racing.status].sort()).toEqual([200, 404]);
    const again = await client.post('/api/setup', { ...person, token, email: 'intruder@evil.example' });
    expect(again.body.error.code).toBe('setup.linkInvalid');
    const [created] = await emailsOf(server);
    expect(await emailsOf(server)).toHaveLength(1);
    const winner = first.status === 200 ? person.email : 'racer@company.example';
    expect(created).toBe(winner);

    const owner = new ApiClient(server.url);
    const login = await owner.request('POST', '/api/auth/login', {
      email: person.email,
      password: person.password,
    });
    expect(login.status).toBe(200);
    const me = await owner.get('/api/auth/me');
    expect(me.body).toMatchObject({ role: 'administrator', account: { name: 'Company' } });
  });

  it('marks its session cookies Secure', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: (await emailsOf(server))[0], password: person.password }),
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });
});

describe('a production server given PROSA_ADMIN_EMAIL and PROSA_ADMIN_PASSWORD', () => {
  it('creates that administrator alone, prints no link, and keeps it on the next start', async () => {
    const admin = { PROSA_ADMIN_EMAIL: 'Ops@Company.example', PROSA_ADMIN_PASSWORD: 'ops-secret-123' };
    const database = await createTestDatabase();
    try {
      const first = await startTestServer(production(admin), { database });
      expect(first.setupUrl).toBeNull();
      expect(await emailsOf(first)).toEqual(['ops@company.example']);
      const client = new ApiClient(first.url);
      expect((await client.post('/api/setup', { ...person, token: 'x' })).body.error.code).toBe(
        'generic.routeNotFound',
      );
      await first.close();
      // Started again with another administrator named: the first one stays the only user.
      const other = { PROSA_ADMIN_EMAIL: 'other@company.example', PROSA_ADMIN_PASSWORD: 'other-secret-1' };
      const second = await startTestServer(production(other), { database });
      expect(await emailsOf(second)).toEqual(['ops@company.example']);
      const login = await new ApiClient(second.url).post('/api/auth/login', {
        email: 'ops@company.example',
        password: 'ops-secret-123',
      });
      expect(login.status).toBe(200);
      await second.close();
    } finally {
      await database.drop();
    }
  });
});

describe('a production server on a database the demo seeded', () => {
  it('refuses to start while a user keeps the demo password, naming them', async () => {
    const database = await createTestDatabase();
    try {
      const demo = await startTestServer({}, { database });
      expect(demo.logins?.length).toBeGreaterThan(0);
      await demo.close();
      await expect(startTestServer(production(), { database })).rejects.toThrow(
        /published demo password[\s\S]*admin@prosa\.demo/,
      );
    } finally {
      await database.drop();
    }
  });
});
