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
