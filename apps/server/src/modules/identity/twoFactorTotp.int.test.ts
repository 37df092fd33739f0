import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoPassword } from '../../db/seed.ts';
import { ApiClient } from '../../testing/ApiClient.ts';
import { readOutbox } from '../../testing/readOutbox.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { currentStep, totpCode } from './totp.ts';

const email = 'junior@prosa.demo';

describe('two-factor by authenticator app (TOTP)', () => {
  let server: TestServer;
  let secret = '';
  // The server refuses a step once used, and any earlier one; the clock (shared with the in-process
  // server) moves on two steps (past a used "next step" code) instead of the test waiting.
  const freshCode = () => {
    vi.setSystemTime(Date.now() + 60_000);
    return totpCode(secret, currentStep());
  };

  beforeAll(async () => {
    server = await startTestServer();
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await server?.close();
  });

  async function startLogin() {
    const client = new ApiClient(server.url);
    const login = await client.post('/api/auth/login', { email, password: demoPassword });
    expect(login.status).toBe(200);
    return { client, login: login.body };
  }

  it('refuses to confirm a setup that was not started', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const { status, body } = await client.put('/api/user/two-factor', { kind: 'totp', code: '123456' });
    expect(status).toBe(409);
    expect(body.error.code).toBe('auth.totpNotStarted');
  });

  it('turns on only once a code proves the new secret', async () => {
    const { client } = await signIn(server.url, email);
    const started = await client.post('/api/user/two-factor/totp');
    expect(started.status).toBe(200);
    secret = started.body.secret;
    expect(started.body.otpauthUrl).toContain(`secret=${secret}`);
    const wrong = await client.put('/api/user/two-factor', {
      kind: 'totp',
      code: totpCode(secret, currentStep() - 5),
    });
    expect(wrong.body.error.code).toBe('auth.codeInvalid');
    expect((await client.get('/api/auth/me')).body.user.twoFactor).toBeNull();
    const enabled = await client.put('/api/user/two-factor', { kind: 'totp', code: freshCode() });
    expect(enabled.status).toBe(200);
    expect(enabled.body.twoFactor).toBe('totp');
  });

  it('asks for the current code at login, and sends no SMS', async () => {
    const smsBefore = (await readOutbox(server.url, { channel: 'sms' })).length;
    const { client, login } = await startLogin();
    expect(login.twoFactor).toBe('totp');
    expect((await readOutbox(server.url, { channel: 'sms' })).length).toBe(smsBefore);
    expect((await client.get('/api/auth/me')).body.error.code).toBe('auth.codeRequired');
    const verified = await client.post('/api/auth/two-factor', { code: freshCode() });
    expect(verified.status).toBe(200);
    expect((await client.get('/api/auth/me')).body.user.email).toBe(email);
  });

  it('refuses a code already used, and codes of earlier steps', async () => {
    const { client: first } = await startLogin();
    const code = freshCode();
    expect((await first.post('/api/auth/two-factor', { code })).status).toBe(200);
    const { client: second } = await startLogin();
    const reused = await second.post('/api/auth/two-factor', { code });
    expect(reused.status).toBe(401);
    expect(reused.body.error.code).toBe('auth.codeInvalid');
    const earlier = await second.post('/api/auth/two-factor', { code: totpCode(secret, currentStep() - 1) });
    expect(earlier.body.error.code).toBe('auth.codeInvalid');
  });

  it('accepts one code only once even when two logins send it at the same moment', async () => {
    const [a, b] = await Promise.all([startLogin(), startLogin()]);
    const code = freshCode();
    const answers = await Promise.all([
      a.client.post('/api/auth/two-factor', { code }),
      b.client.post('/api/auth/two-factor', { code }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('accepts the next step’s code (a clock one step ahead) but none further away', async () => {
    vi.setSystemTime(Date.now() + 60_000);
    const { client } = await startLogin();
    const far = await client.post('/api/auth/two-factor', { code: totpCode(secret, currentStep() + 2) });
    expect(far.body.error.code).toBe('auth.codeInvalid');
    const ahead = await client.post('/api/auth/two-factor', { code: totpCode(secret, currentStep() + 1) });
    expect(ahead.status).toBe(200);
  });

  it('keeps a login whose code never came right counted as a failure, so guessing codes locks out', async () => {
    const valid = [-1, 0, 1].map((offset) => totpCode(secret, currentStep() + offset));
    const wrongCode = ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code)) ?? '';
    for (let attempt = 0; attempt < 5; attempt++) {
      const { client } = await startLogin();
      expect((await client.post('/api/auth/two-factor', { code: wrongCode })).body.error.code).toBe(
        'auth.codeInvalid',
      );
    }
    const refused = await new ApiClient(server.url).post('/api/auth/login', {
      email,
      password: demoPassword,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('auth.tooManyAttempts');
    // Let the window pass for the stories that follow.
    vi.setSystemTime(Date.now() + 16 * 60_000);
  });

  it('turns off only with the current password', async () => {
    const { client } = await startLogin();
    await client.post('/api/auth/two-factor', { code: freshCode() });
    const wrong = await client.put('/api/user/two-factor', { kind: 'none', password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('auth.currentPasswordWrong');
    const off = await client.put('/api/user/two-factor', { kind: 'none', password: demoPassword });
    expect(off.body.twoFactor).toBeNull();
    const { login } = await startLogin();
    expect(login.twoFactor).toBeNull();
  });
});
