import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResets, users } from '../../db/schema/index.ts';
import { demoPassword } from '../../db/seed.ts';
import { DevOutbox } from '../../notifications/devOutbox.ts';
import { startSandboxSmtp } from '../../notifications/startSandboxSmtp.ts';
import { ApiClient } from '../../testing/ApiClient.ts';
import { readOutbox } from '../../testing/readOutbox.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

describe('forgotten password', () => {
  let server: TestServer;
  let anonymous: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    anonymous = new ApiClient(server.url);
  });
  afterAll(() => server?.close());

  // The mail goes through real SMTP to the sandbox peer, which files it in the outbox; it may take
  // a moment after the API has answered.
  async function requestLink(email: string) {
    const before = (await readOutbox(server.url, { channel: 'email', to: email })).length;
    expect((await anonymous.post('/api/auth/forgot', { email })).status).toBe(200);
    for (let waited = 0; waited < 5000; waited += 50) {
      const mails = await readOutbox(server.url, { channel: 'email', to: email });
      if (mails.length > before && mails[0]) {
        const link = /https?:\/\/\S+\/login\/reset\?token=[\w%-]+/.exec(mails[0].text)?.[0] ?? '';
        return { mail: mails[0], link, token: new URL(link).searchParams.get('token') ?? '' };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no reset mail for ${email}`);
  }
  const reset = (token: string, password: string, confirmation = password) =>
    anonymous.post('/api/auth/reset', { token, password, confirmation });

  it('answers the same for an existing and an unknown e-mail, and mails only the existing one', async () => {
    const known = await anonymous.post('/api/auth/forgot', { email: 'gestor@prosa.demo' });
    const unknown = await anonymous.post('/api/auth/forgot', { email: 'nobody@prosa.demo' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await readOutbox(server.url, { to: 'nobody@prosa.demo' })).toEqual([]);
  });

  it('mails a link to the reset page, in the user’s language, through SMTP', async () => {
    const { mail, link } = await requestLink('atendente@prosa.demo');
    expect(mail.to).toContain('atendente@prosa.demo');
    expect(mail.subject).toBe('Prosa: redefinição de senha');
    expect(link.startsWith(`${server.url}/login/reset?token=`)).toBe(true);
  });

  it('checks length and confirmation before spending the link', async () => {
    const { token } = await requestLink('junior@prosa.demo');
    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.error.code).toBe('auth.passwordTooShort');
    const mismatch = await reset(token, 'a-long-password', 'another-password');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.code).toBe('auth.passwordMismatch');
    expect((await reset(token, 'junior-new-password')).status).toBe(200);
  });

  it('works once, sets the new password, and ends every session of the user', async () => {
    const { client: open } = await signIn(server.url, 'gestor@prosa.demo');
    const { token } = await requestLink('gestor@prosa.demo');
    expect((await reset(token, 'gestor-new-password')).status).toBe(200);
    expect((await open.get('/api/auth/me')).status).toBe(401);
    const old = await anonymous.post('/api/auth/login', {
      email: 'gestor@prosa.demo',
      password: demoPassword,
    });
    expect(old.body.error.code).toBe('auth.wrongCredentials');
    await signIn(server.url, 'gestor@prosa.demo', { password: 'gestor-new-password' });
    const again = await reset(token, 'yet-another-password');
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('auth.resetTokenInvalid');
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const { token } = await requestLink('master@prosa.demo');
    const answers = await Promise.all([
      reset(token, 'first-new-password'),
      reset(token, 'second-new-password'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('refuses an expired link', async () => {
    const { token } = await requestLink('admin@prosa.demo');
    const { db } = server.services.database;
    await db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const { status, body } = await reset(token, 'admin-new-password');
    expect(status).toBe(400);
    expect(body.error.code).toBe('auth.resetTokenInvalid');
  });

  it('refuses a made-up token', async () => {
    const { body } = await reset('made-up-token', 'whatever-password');
    expect(body.error.code).toBe('auth.resetTokenInvalid');
  });

  it('voids older links once the password is reset', async () => {
    const first = await requestLink('supremo@prosa.demo');
    const second = await requestLink('supremo@prosa.demo');
    expect((await reset(second.token, 'supremo-new-password')).status).toBe(200);
    expect((await reset(first.token, 'supremo-other-password')).body.error.code).toBe(
      'auth.resetTokenInvalid',
    );
  });

  it('answers before the mail is sent, so a known e-mail takes no longer than an unknown one', async () => {
    const { mailer } = server.services;
    const send = mailer.send;
    let sendCalled = false;
    // A mail server that never answers: the API must answer anyway.
    mailer.send = () => {
      sendCalled = true;
      return new Promise(() => undefined);
    };
    try {
      const answered = anonymous.post('/api/auth/forgot', { email: 'gestor@prosa.demo' });
      const timeout = new Promise((resolve) => setTimeout(() => resolve('no answer'), 3000));
      expect(await Promise.race([answered.then((answer) => answer.status), timeout])).toBe(200);
      await vi.waitUntil(() => sendCalled);
    } finally {
      mailer.send = send;
    }
  });

  it('sends nothing to an inactive user', async () => {
    const { db } = server.services.database;
    await db.update(users).set({ status: 'inactive' }).where(eq(users.email, 'admin@outra.demo'));
    expect((await anonymous.post('/api/auth/forgot', { email: 'admin@outra.demo' })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await readOutbox(server.url, { to: 'admin@outra.demo' })).toEqual([]);
  });
});

describe('forgotten password with a real mail server', () => {
  const mailbox = new DevOutbox();
  let smtp: Awaited<ReturnType<typeof startSandboxSmtp>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSandboxSmtp(mailbox, () => undefined);
    server = await startTestServer({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('builds the link from the server’s own address, not from a Host header the caller chose', async () => {
    // fetch will not send a Host of our choosing; a raw request will.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const body = JSON.stringify({ email: 'atendente@prosa.demo' });
      const request = httpRequest(`${server.url}/api/auth/forgot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'evil.example', 'content-length': body.length },
      });
      request.on('response', (response) => resolve(response.resume().statusCode)).on('error', reject);
      request.end(body);
    });
    expect(status).toBe(200);
    await vi.waitUntil(() => mailbox.list().length > 0, { timeout: 5000 });
    const [mail] = mailbox.list();
    expect(mail?.to).toContain('atendente@prosa.demo');
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.text).toContain(`http://localhost:${server.port}/login/reset?token=`);
  });

  it('has no public dev outbox, since it would show two-factor codes', async () => {
    const { status, body } = await new ApiClient(server.url).get('/api/dev/outbox');
    expect(status).toBe(404);
    expect(body.error.code).toBe('generic.routeNotFound');
  });
});
