import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('/api/bots', () => {
  it('lists each account’s own chatbots only', async () => {
    const { client: demo } = await signIn(server.url, 'atendente@prosa.demo');
    const { client: outra } = await signIn(server.url, 'admin@outra.demo');
    const demoBots = (await demo.get('/api/bots')).body;
    const otherBots = (await outra.get('/api/bots')).body;
    expect(demoBots.map((bot: { name: string }) => bot.name)).toEqual(['Prosa Bot']);
    expect(otherBots.map((bot: { name: string }) => bot.name)).toEqual(['Outra Bot']);
    expect(demoBots[0].token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('creates a chatbot for administrators, refusing a missing name and another account’s department', async () => {
    const { client: admin } = await signIn(server.url, 'admin@prosa.demo');
    const { client: outra } = await signIn(server.url, 'admin@outra.demo');
    const [desk] = (await admin.get('/api/settings/departments')).body.items;
    const created = await admin.post('/api/bots', {
      name: ' Vendas Bot ',
      defaultDepartmentId: desk.id,
      language: 'es',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'Vendas Bot', defaultDepartmentId: desk.id, language: 'es' });
    expect((await admin.post('/api/bots', { name: '  ' })).body.error.code).toBe('live.botNameRequired');
    const foreign = await outra.post('/api/bots', { name: 'Intrusa', defaultDepartmentId: desk.id });
    expect(foreign.body.error.code).toBe('users.departmentNotFound');
    const { client: manager } = await signIn(server.url, 'gestor@prosa.demo');
    expect((await manager.post('/api/bots', { name: 'Gestor Bot' })).status).toBe(403);
  });
});

describe('PUT /api/bots/:id', () => {
  it('changes the name, default department and language of a chatbot, keeping its token', async () => {
    const { client: admin } = await signIn(server.url, 'admin@prosa.demo');
    const [desk] = (await admin.get('/api/settings/departments')).body.items;
    const bot = (await admin.post('/api/bots', { name: 'Suporte Bot' })).body;
    const edited = await admin.put(`/api/bots/${bot._id}`, {
      name: ' Help Bot ',
      defaultDepartmentId: desk.id,
      language: 'en-US',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      ...bot,
      name: 'Help Bot',
      defaultDepartmentId: desk.id,
      language: 'en-US',
    });
    const listed = (await admin.get('/api/bots')).body.find((b: { _id: string }) => b._id === bot._id);
    expect(listed).toEqual(edited.body);
    // Back to the page's language and no department.
    const cleared = await admin.put(`/api/bots/${bot._id}`, { name: 'Help Bot', language: null });
    expect(cleared.body).toMatchObject({ defaultDepartmentId: null, language: null });
  });

  it('refuses bad input with catalogue codes, another account’s bot or department, and non-administrators', async () => {
    const { client: admin } = await signIn(server.url, 'admin@prosa.demo');
    const { client: outra } = await signIn(server.url, 'admin@outra.demo');
    const [desk] = (await admin.get('/api/settings/departments')).body.items;
    const bot = (await admin.post('/api/bots', { name: 'Recusas Bot' })).body;
    const nameless = await admin.put(`/api/bots/${bot._id}`, { name: ' ' });
    expect([nameless.status, nameless.body.error.code]).toEqual([400, 'live.botNameRequired']);
    const badLanguage = await admin.put(`/api/bots/${bot._id}`, { name: 'Bot', language: 'fr' });
    expect(badLanguage.status).toBe(400);
    expect((await admin.put(`/api/bots/${bot._id}`, 'not json')).status).toBe(400);
    const missing = await admin.put('/api/bots/nope', { name: 'Bot' });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'live.botNotFound']);
    const foreignBot = await outra.put(`/api/bots/${bot._id}`, { name: 'Intrusa' });
    expect([foreignBot.status, foreignBot.body.error.code]).toEqual([404, 'live.botNotFound']);
    const outraBot = (await outra.get('/api/bots')).body[0];
    const foreignDesk = await outra.put(`/api/bots/${outraBot._id}`, {
      name: 'Outra Bot',
      defaultDepartmentId: desk.id,
    });
    expect(foreignDesk.body.error.code).toBe('users.departmentNotFound');
    const { client: manager } = await signIn(server.url, 'gestor@prosa.demo');
    expect((await manager.put(`/api/bots/${bot._id}`, { name: 'Gestor Bot' })).status).toBe(403);
    expect((await admin.get('/api/bots')).body.find((b: { _id: string }) => b._id === bot._id).name).toBe(
      'Recusas Bot',
    );
  });
});
