import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../db/schema/index.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

describe('tags', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const allRows = () => server.services.database.db.select().from(tags).orderBy(tags.id);
  const titles = (body: { tags: Array<{ title: string }> }) => body.tags.map((tag) => tag.title);
  const otherAccountTagId = async () => {
    const { client } = await signIn(server.url, 'admin@outra.demo');
    const [tag] = (await client.get('/api/settings/tags')).body.tags;
    return tag.id as string;
  };

  it('lets a manager create, edit and delete a tag of the account', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const created = await client.post('/api/settings/tags', {
      title: '  Retorno  ',
      color: '#AABBCC',
      category: 'Pós-venda',
    });
    expect(created.status).toBe(200);
    expect(created.body.tag).toMatchObject({
      title: 'Retorno',
      color: '#AABBCC',
      category: 'Pós-venda',
      description: '',
    });
    expect(created.body.tag.id).toMatch(/^[0-9a-f]{24}$/);
    const id = created.body.tag.id;
    expect(titles((await client.get('/api/settings/tags')).body)).toContain('Retorno');

    const edited = await client.put(`/api/settings/tags/${id}`, {
      title: 'Retorno agendado',
      color: '#112233',
      description: 'Ligar de volta',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.tag).toEqual({
      id,
      title: 'Retorno agendado',
      color: '#112233',
      category: '',
      description: 'Ligar de volta',
    });

    expect((await client.delete(`/api/settings/tags/${id}`)).status).toBe(200);
    expect(titles((await client.get('/api/settings/tags')).body)).not.toContain('Retorno agendado');
  });

  it('lists the account’s seeded tags by title for every level, and never another account’s', async () => {
    for (const email of [
      'admin@prosa.demo',
      'gestor@prosa.demo',
      'atendente@prosa.demo',
      'junior@prosa.demo',
    ]) {
      const { client } = await signIn(server.url, email);
      const answer = await client.get('/api/settings/tags');
      expect(answer.status).toBe(200);
      expect(titles(answer.body)).toEqual(['Reclamação', 'Suporte', 'Venda']);
    }
    const other = await signIn(server.url, 'admin@outra.demo');
    expect(titles((await other.client.get('/api/settings/tags')).body)).toEqual(['Orçamento']);
  });

  it.each(['atendente@prosa.demo', 'junior@prosa.demo'])('refuses every change to %s', async (email) => {
    const { client } = await signIn(server.url, email);
    const [tag] = (await client.get('/api/settings/tags')).body.tags;
    const before = await allRows();
    const answers = [
      await client.post('/api/settings/tags', { title: 'Nova', color: '#000000' }),
      await client.put(`/api/settings/tags/${tag.id}`, { title: 'Outra', color: '#000000' }),
      await client.delete(`/api/settings/tags/${tag.id}`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('generic.forbidden');
    }
    expect(await allRows()).toEqual(before);
  });

  it.each([
    ['no title', { color: '#000000' }, 'team.tagTitleRequired'],
    ['a blank title', { title: '   ', color: '#000000' }, 'team.tagTitleRequired'],
    ['a title too long', { title: 'x'.repeat(61), color: '#000000' }, 'team.tagTitleTooLong'],
    ['no colour', { title: 'Cor' }, 'team.tagColorInvalid'],
    ['a colour name', { title: 'Cor', color: 'red' }, 'team.tagColorInvalid'],
    ['a short hex colour', { title: 'Cor', color: '#fff' }, 'team.tagColorInvalid'],
    ['markup as colour', { title: 'Cor', color: '#00000"><b>' }, 'team.tagColorInvalid'],
  ])('refuses %s with the catalogue error and changes nothing', async (_, body, code) => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const [tag] = (await client.get('/api/settings/tags')).body.tags;
    const before = await allRows();
    for (const answer of [
      await client.post('/api/settings/tags', body),
      await client.put(`/api/settings/tags/${tag.id}`, body),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe(code);
    }
    expect(await allRows()).toEqual(before);
  });

  it('refuses a title already used in the account, whatever its case, but allows it in another account', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const before = await allRows();
    const duplicate = await client.post('/api/settings/tags', { title: 'suporte', color: '#000000' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toMatchObject({
      code: 'team.tagTitleTaken',
      message: 'Já existe uma tag com esse título.',
    });
    const venda = (await client.get('/api/settings/tags')).body.tags.find(
      (tag: { title: string }) => tag.title === 'Venda',
    );
    const renamed = await client.put(`/api/settings/tags/${venda.id}`, {
      title: 'SUPORTE',
      color: '#000000',
    });
    expect(renamed.status).toBe(409);
    expect(await allRows()).toEqual(before);

    // Keeping its own title is not a clash.
    const kept = await client.put(`/api/settings/tags/${venda.id}`, { title: 'Venda', color: '#52c41a' });
    expect(kept.status).toBe(200);
    const other = await signIn(server.url, 'admin@outra.demo');
    const elsewhere = await other.client.post('/api/settings/tags', { title: 'Suporte', color: '#000000' });
    expect(elsewhere.status).toBe(200);
    await other.client.delete(`/api/settings/tags/${elsewhere.body.tag.id}`);
  });

  it('treats another account’s tag as unknown: 404 on edit and delete, untouched', async () => {
    const foreignId = await otherAccountTagId();
    const { client } = await signIn(server.url, 'admin@prosa.demo');
    const before = await allRows();
    for (const answer of [
      await client.put(`/api/settings/tags/${foreignId}`, { title: 'Tomada', color: '#000000' }),
      await client.delete(`/api/settings/tags/${foreignId}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('team.tagNotFound');
    }
    expect(await allRows()).toEqual(before);
    expect(
      (await client.get('/api/settings/tags')).body.tags.map((tag: { id: string }) => tag.id),
    ).not.toContain(foreignId);
  });

  it('answers 404 when deleting or editing a tag that does not exist', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    expect((await client.delete('/api/settings/tags/000000000000000000000000')).status).toBe(404);
    const edit = await client.put('/api/settings/tags/000000000000000000000000', {
      title: 'X',
      color: '#000000',
    });
    expect(edit.status).toBe(404);
    expect(edit.body.error.code).toBe('team.tagNotFound');
  });
});
