import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickResponses } from '../../db/schema/index.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

type Listed = { id: string; title: string; shared: boolean; mine: boolean; editable: boolean };

describe('quick responses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const allRows = () => server.services.database.db.select().from(quickResponses).orderBy(quickResponses.id);
  const as = async (email: string) => (await signIn(server.url, email)).client;
  const list = async (email: string): Promise<Listed[]> =>
    (await (await as(email)).get('/api/quick-responses')).body.quickResponses;
  const idOf = async (email: string, title: string) => {
    const found = (await list(email)).find((response) => response.title === title);
    if (!found) throw new Error(`${email} does not see ${title}`);
    return found.id;
  };

  it('lists one’s own responses plus the account’s shared ones, for every level', async () => {
    expect(await list('atendente@prosa.demo')).toEqual([
      expect.objectContaining({ title: 'Retorno em breve', shared: false, mine: true, editable: true }),
      expect.objectContaining({ title: 'Saudação', shared: true, mine: false, editable: false }),
    ]);
    expect(await list('gestor@prosa.demo')).toEqual([
      expect.objectContaining({ title: 'Saudação', shared: true, mine: true, editable: true }),
    ]);
    expect(await list('admin@prosa.demo')).toEqual([
      expect.objectContaining({ title: 'Saudação', mine: false, editable: true }),
    ]);
    expect((await list('junior@prosa.demo')).map((r) => r.title)).toEqual(['Saudação']);
    expect((await list('admin@outra.demo')).map((r) => r.title)).toEqual(['Bom dia']);
  });

  it('lets an attendant create, edit, share, unshare and delete their own response', async () => {
    const client = await as('atendente@prosa.demo');
    const created = await client.post('/api/quick-responses', {
      title: '  Preço  ',
      message: 'Custa <b>R$ 10</b>.',
    });
    expect(created.status).toBe(200);
    expect(created.body.quickResponse).toMatchObject({
      title: 'Preço',
      message: 'Custa <b>R$ 10</b>.',
      shared: false,
      mine: true,
      editable: true,
    });
    const id = created.body.quickResponse.id;
    expect((await list('junior@prosa.demo')).map((r) => r.id)).not.toContain(id);

    const edited = await client.put(`/api/quick-responses/${id}`, {
      title: 'Preços',
      message: 'Veja a tabela.',
    });
    expect(edited.body.quickResponse).toMatchObject({ id, title: 'Preços', message: 'Veja a tabela.' });

    const shared = await client.post(`/api/quick-responses/${id}/share`, { shared: true });
    expect(shared.status).toBe(200);
    expect(shared.body.quickResponse.shared).toBe(true);
    expect(await list('junior@prosa.demo')).toContainEqual(
      expect.objectContaining({ id, title: 'Preços', mine: false, editable: false }),
    );

    const unshared = await client.post(`/api/quick-responses/${id}/share`, { shared: false });
    expect(unshared.body.quickResponse.shared).toBe(false);
    expect((await list('junior@prosa.demo')).map((r) => r.id)).not.toContain(id);

    expect((await client.delete(`/api/quick-responses/${id}`)).status).toBe(200);
    expect((await list('atendente@prosa.demo')).map((r) => r.id)).not.toContain(id);
  });

  it('hides someone else’s private response: 404 on edit, delete and share, even for an administrator', async () => {
    const privateId = await idOf('atendente@prosa.demo', 'Retorno em breve');
    const before = await allRows();
    for (const email of ['junior@prosa.demo', 'gestor@prosa.demo', 'admin@prosa.demo', 'admin@outra.demo']) {
      const client = await as(email);
      for (const answer of [
        await client.put(`/api/quick-responses/${privateId}`, { title: 'Tomada', message: 'x' }),
        await client.delete(`/api/quick-responses/${privateId}`),
        await client.post(`/api/quick-responses/${privateId}/share`, { shared: true }),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body.error.code).toBe('team.quickResponseNotFound');
      }
    }
    expect(await allRows()).toEqual(before);
  });

  it.each(['atendente@prosa.demo', 'junior@prosa.demo'])(
    'refuses %s any change to a shared response of someone else (403) and changes nothing',
    async (email) => {
      const sharedId = await idOf(email, 'Saudação');
      const client = await as(email);
      const before = await allRows();
      for (const answer of [
        await client.put(`/api/quick-responses/${sharedId}`, { title: 'Oi', message: 'Oi' }),
        await client.delete(`/api/quick-responses/${sharedId}`),
        await client.post(`/api/quick-responses/${sharedId}/share`, { shared: false }),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.body.error.code).toBe('generic.forbidden');
      }
      expect(await allRows()).toEqual(before);
    },
  );

  it('lets an administrator edit, unshare and delete a shared response of the account', async () => {
    const attendant = await as('atendente@prosa.demo');
    const created = await attendant.post('/api/quick-responses', {
      title: 'Horário',
      message: 'Das 8h às 18h.',
    });
    const id = created.body.quickResponse.id;
    await attendant.post(`/api/quick-responses/${id}/share`, { shared: true });

    const admin = await as('admin@prosa.demo');
    const edited = await admin.put(`/api/quick-responses/${id}`, {
      title: 'Horário',
      message: 'Das 9h às 18h.',
    });
    expect(edited.body.quickResponse).toMatchObject({
      message: 'Das 9h às 18h.',
      mine: false,
      editable: true,
    });
    const unshared = await admin.post(`/api/quick-responses/${id}/share`, { shared: false });
    expect(unshared.body.quickResponse).toMatchObject({ shared: false, editable: false });
    // Once private again it is the attendant's alone: the administrator no longer reaches it.
    expect((await admin.delete(`/api/quick-responses/${id}`)).status).toBe(404);
    await attendant.post(`/api/quick-responses/${id}/share`, { shared: true });
    expect((await admin.delete(`/api/quick-responses/${id}`)).status).toBe(200);
    expect((await list('atendente@prosa.demo')).map((r) => r.id)).not.toContain(id);
  });

  it('treats another account’s response as unknown, even a shared one', async () => {
    const foreignId = await idOf('admin@outra.demo', 'Bom dia');
    const client = await as('admin@prosa.demo');
    const before = await allRows();
    for (const answer of [
      await client.put(`/api/quick-responses/${foreignId}`, { title: 'Tomada', message: 'x' }),
      await client.delete(`/api/quick-responses/${foreignId}`),
      await client.post(`/api/quick-responses/${foreignId}/share`, { shared: false }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('team.quickResponseNotFound');
    }
    expect(await allRows()).toEqual(before);
    expect(await client.delete('/api/quick-responses/000000000000000000000000')).toMatchObject({
      status: 404,
    });
  });

  it.each([
    ['no title', { message: 'Oi' }, 'team.quickResponseTitleRequired'],
    ['a blank title', { title: '  ', message: 'Oi' }, 'team.quickResponseTitleRequired'],
    ['a title too long', { title: 'x'.repeat(81), message: 'Oi' }, 'team.quickResponseTitleTooLong'],
    ['no message', { title: 'Oi' }, 'team.quickResponseMessageRequired'],
    ['a blank message', { title: 'Oi', message: ' \n ' }, 'team.quickResponseMessageRequired'],
    ['a message too long', { title: 'Oi', message: 'x'.repeat(2001) }, 'team.quickResponseMessageTooLong'],
  ])('refuses %s with the catalogue error and changes nothing', async (_, body, code) => {
    const ownId = await idOf('atendente@prosa.demo', 'Retorno em breve');
    const client = await as('atendente@prosa.demo');
    const before = await allRows();
    for (const answer of [
      await client.post('/api/quick-responses', body),
      await client.put(`/api/quick-responses/${ownId}`, body),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe(code);
    }
    expect(await allRows()).toEqual(before);
  });

  it('refuses a share request without a yes or no', async () => {
    const ownId = await idOf('atendente@prosa.demo', 'Retorno em breve');
    const answer = await (await as('atendente@prosa.demo')).post(`/api/quick-responses/${ownId}/share`, {});
    expect(answer.status).toBe(400);
  });
});
