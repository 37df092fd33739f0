import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed.ts';
import { ApiClient } from '../../testing/ApiClient.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

const attempt = (server: TestServer, email: string, password: string, forwardedFor?: string) =>
  new ApiClient(server.url, {
    'accept-language': 'en-US',
    ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
  }).post('/api/auth/login', { email, password });

async function failFiveTimes(server: TestServer, email: string, forwardedFor?: (i: number) => string) {
  for (let i = 0; i < 5; i++) {
    const { body } = await attempt(server, email, `wrong-password-${i}`, forwardedFor?.(i));
    expect(body.error.code).toBe('auth.wrongCredentials');
  }
}

describe('login throttling on the socket address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('refuses the right password after five failures for that e-mail, with a wait in minutes', async () => {
    await failFiveTimes(server, 'gestor@prosa.demo');
    const { status, body } = await attempt(server, 'gestor@prosa.demo', demoPassword);
    expect(status).toBe(429);
    expect(body.error).toEqual({
      code: 'auth.tooManyAttempts',
      message: 'Too many attempts. Wait 15 minutes and try again.',
      // The panel writes the text in the user's language from these.
      details: { count: 15 },
    });
  });

  it('still lets another e-mail log in from the same address', async () => {
    expect((await attempt(server, 'atendente@prosa.demo', demoPassword)).status).toBe(200);
  });

  it('counts one e-mail whatever its case', async () => {
    const spellings = [
      'Junior@prosa.demo',
      'JUNIOR@PROSA.DEMO',
      ' junior@prosa.demo',
      'junior@Prosa.Demo',
      'junior@prosa.demo',
    ];
    for (const email of spellings) await attempt(server, email, 'wrong-password');
    expect((await attempt(server, 'junior@prosa.demo', demoPassword)).status).toBe(429);
  });

  it('lets four failures pass and clears them on a success', async () => {
    for (let i = 0; i < 4; i++) await attempt(server, 'admin@prosa.demo', 'wrong-password');
    expect((await attempt(server, 'admin@prosa.demo', demoPassword)).status).toBe(200);
    for (let i = 0; i < 4; i++) await attempt(server, 'admin@prosa.demo', 'wrong-password');
    expect((await attempt(server, 'admin@prosa.demo', demoPassword)).status).toBe(200);
  });

  it('checks at most five passwords even when the guesses all arrive at once', async () => {
    const guesses = Array.from({ length: 20 }, (_, i) => attempt(server, 'supremo@prosa.demo', `guess-${i}`));
    const answers = await Promise.all(guesses);
    let checked = answers.filter((answer) => answer.body.error.code === 'auth.wrongCredentials').length;
    // Whatever the flood left, one guess at a time the total of checked passwords still stops at five.
    for (let i = 0; i < 6; i++) {
      const { body } = await attempt(server, 'supremo@prosa.demo', `later-guess-${i}`);
      if (body.error.code === 'auth.wrongCredentials') checked++;
    }
    expect(checked).toBe(5);
    expect((await attempt(server, 'supremo@prosa.demo', demoPassword)).status).toBe(429);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    await failFiveTimes(server, 'master@prosa.demo', (i) => `203.0.113.${i + 1}`);
    const { status } = await attempt(server, 'master@prosa.demo', demoPassword, '198.51.100.7');
    expect(status).toBe(429);
  });
});

describe('login throttling behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  it('keys on the forwarded client address, so one client locked out does not lock out another', async () => {
    await failFiveTimes(server, 'gestor@prosa.demo', () => '203.0.113.9');
    expect((await attempt(server, 'gestor@prosa.demo', demoPassword, '203.0.113.9')).status).toBe(429);
    expect((await attempt(server, 'gestor@prosa.demo', demoPassword, '198.51.100.7')).status).toBe(200);
  });

  it('records the forwarded address on the session', async () => {
    const client = new ApiClient(server.url, { 'x-forwarded-for': '198.51.100.8' });
    await client.post('/api/auth/login', { email: 'atendente@prosa.demo', password: demoPassword });
    const { body } = await client.get('/api/auth/sessions');
    expect(body.sessions[0].ip).toBe('198.51.100.8');
  });
});
