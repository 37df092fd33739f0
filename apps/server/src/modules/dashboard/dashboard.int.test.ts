import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema/index.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

describe('dashboard', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const latestFeedback = async () =>
    (await server.services.database.db.select().from(feedback).orderBy(desc(feedback.createdAt)).limit(1))[0];

  it('shows the plan, this month’s consumption against the franchises and the AI credits of the account', async () => {
    const { client } = await signIn(server.url, 'atendente@prosa.demo');
    const { status, body } = await client.get('/api/dashboard');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      plan: 'Professional 23',
      consumption: { used: 0, franchise: 3500, state: 'normal' },
      aiCredits: 250,
      credits: 250,
    });
  });

  it('gives the numbers of the account chosen, never another’s', async () => {
    const { client } = await signIn(server.url, 'supremo@prosa.demo', { accountName: 'Outra Empresa' });
    expect((await client.get('/api/dashboard')).body).toMatchObject({
      plan: 'Starter 23',
      consumption: { used: 0, franchise: 300, state: 'normal' },
      aiCredits: 40,
      credits: 40,
    });
  });

  it('shows the change log in the user’s language, newest first', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const portuguese = (await client.get('/api/dashboard')).body.changeLog;
    expect(portuguese.map((entry: { title: string }) => entry.title)).toEqual([
      'Painel novo',
      'Dispositivos conectados',
    ]);
    const me = (await client.get('/api/auth/me')).body.user;
    await client.put('/api/user/profile', {
      name: me.name,
      avatar: null,
      ddi: me.ddi,
      phone: me.phone,
      language: 'en-US',
    });
    const english = (await client.get('/api/dashboard')).body.changeLog;
    expect(english.map((entry: { version: string; title: string }) => [entry.version, entry.title])).toEqual([
      ['1.0.52', 'New panel'],
      ['1.0.51', 'Connected devices'],
    ]);
  });

  it('stores a satisfaction answer for the user and account, keeping the phone only when contact is wanted', async () => {
    const { client } = await signIn(server.url, 'junior@prosa.demo');
    const me = (await client.get('/api/auth/me')).body;
    expect(
      (await client.post('/api/dashboard/feedback', { score: 10, comment: 'Ótimo', phone: '+5511999990000' }))
        .status,
    ).toBe(200);
    expect(await latestFeedback()).toMatchObject({
      userId: me.user.id,
      accountId: me.account.id,
      score: 10,
      comment: 'Ótimo',
      phone: null,
    });
    const withContact = { score: 0, comment: 'Liguem-me', wantsContact: true, phone: '+5511999990000' };
    expect((await client.post('/api/dashboard/feedback', withContact)).status).toBe(200);
    expect(await latestFeedback()).toMatchObject({ score: 0, phone: '+5511999990000' });
  });

  it.each([
    ['a score above 10', { score: 11, comment: 'x' }],
    ['a negative score', { score: -1, comment: 'x' }],
    ['a fractional score', { score: 7.5, comment: 'x' }],
    ['a score as text', { score: '7', comment: 'x' }],
    ['no score', { comment: 'x' }],
    ['no comment', { score: 7 }],
    ['a blank comment', { score: 7, comment: '   ' }],
    ['contact wanted without a phone', { score: 7, comment: 'x', wantsContact: true }],
    [
      'contact wanted with a malformed phone',
      { score: 7, comment: 'x', wantsContact: true, phone: 'call me' },
    ],
  ])('refuses %s with the survey’s catalogue error', async (_, body) => {
    // The answer speaks the signed-in user's language (pt-BR), whatever the browser asks for.
    const { client } = await signIn(server.url, 'junior@prosa.demo', {
      headers: { 'accept-language': 'en-US' },
    });
    const before = await latestFeedback();
    const answer = await client.post('/api/dashboard/feedback', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('feedback.invalid');
    expect(answer.body.error.message).toBe(
      'Erro ao enviar a avaliação: dê uma nota de 0 a 10 e escreva um comentário.',
    );
    expect(await latestFeedback()).toEqual(before);
  });
});
