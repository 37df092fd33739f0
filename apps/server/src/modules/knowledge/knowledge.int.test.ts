import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeBases, knowledgeQuestions } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

describe('conventional knowledge bases and questions', () => {
  let server: TestServer;
  let manager: ApiClient;
  let demoBaseId: string;
  beforeAll(async () => {
    server = await startTestServer();
    manager = (await signIn(server.url, 'gestor@prosa.demo')).client;
    const { bases } = (await manager.get('/api/knowledge/bases')).body;
    demoBaseId = bases.find((base: { title: string }) => base.title === 'Dúvidas frequentes').id;
  });
  afterAll(() => server?.close());

  const db = () => server.services.database.db;
  const allRows = async () => ({
    bases: await db().select().from(knowledgeBases).orderBy(knowledgeBases.id),
    questions: await db().select().from(knowledgeQuestions).orderBy(knowledgeQuestions.id),
  });
  const question = (fields: Record<string, unknown> = {}) => ({
    title: 'Vocês entregam no sábado?',
    responses: [{ type: 'text', text: 'Sim, das 8h às 12h.' }],
    intentions: [
      { word: 'sábado', weight: 3 },
      { word: 'entrega', weight: 2 },
    ],
    ...fields,
  });
  const newBase = async (title: string) =>
    (await manager.post('/api/knowledge/bases', { title })).body.base.id;

  it('lets a manager create, rename and delete a base, with its questions', async () => {
    const created = await manager.post('/api/knowledge/bases', {
      title: '  Trocas  ',
      description: 'Pós-venda',
    });
    expect(created.status).toBe(200);
    expect(created.body.base).toMatchObject({ title: 'Trocas', description: 'Pós-venda', questionCount: 0 });
    const id = created.body.base.id;
    expect((await manager.post(`/api/knowledge/bases/${id}/questions`, question())).status).toBe(200);

    const edited = await manager.put(`/api/knowledge/bases/${id}`, { title: 'Trocas e devoluções' });
    expect(edited.body.base).toEqual({ id, title: 'Trocas e devoluções', description: '', questionCount: 1 });
    const titles = (await manager.get('/api/knowledge/bases')).body.bases.map(
      (b: { title: string }) => b.title,
    );
    expect(titles).toEqual(['Dúvidas frequentes', 'Trocas e devoluções']);

    expect((await manager.delete(`/api/knowledge/bases/${id}`)).status).toBe(200);
    const { bases, questions } = await allRows();
    expect(bases.some((base) => base.id === id)).toBe(false);
    expect(questions.some((row) => row.baseId === id)).toBe(false);
    expect((await manager.get(`/api/knowledge/bases/${id}/questions`)).body.error.code).toBe(
      'knowledge.baseNotFound',
    );
  });

  it.each([
    ['no title', {}, 400, 'knowledge.baseTitleRequired'],
    ['a blank title', { title: '  ' }, 400, 'knowledge.baseTitleRequired'],
    ['a title too long', { title: 'x'.repeat(81) }, 400, 'knowledge.baseTitleTooLong'],
    [
      'a description too long',
      { title: 'Nova', description: 'x'.repeat(501) },
      400,
      'knowledge.baseDescriptionTooLong',
    ],
    [
      'a title already used, in another case',
      { title: 'DÚVIDAS FREQUENTES' },
      409,
      'knowledge.baseTitleTaken',
    ],
  ])('refuses a base with %s and changes nothing', async (_, body, status, code) => {
    const other = await newBase(`Outra base ${status}${code.length}${_.length}`);
    const before = await allRows();
    for (const answer of [
      await manager.post('/api/knowledge/bases', body),
      await manager.put(`/api/knowledge/bases/${other}`, body),
    ]) {
      expect(answer.status).toBe(status);
      expect(answer.body.error.code).toBe(code);
    }
    expect(await allRows()).toEqual(before);
    await manager.delete(`/api/knowledge/bases/${other}`);
  });

  it('answers the duplicate title in the catalogue’s words, and lets another account use it', async () => {
    const duplicate = await manager.post('/api/knowledge/bases', { title: 'dúvidas frequentes' });
    expect(duplicate.body.error.message).toBe('Já existe uma base de conhecimento com esse título.');
    const other = (await signIn(server.url, 'admin@outra.demo')).client;
    const created = await other.post('/api/knowledge/bases', { title: 'Dúvidas frequentes' });
    expect(created.status).toBe(200);
  });

  it('creates, edits and deletes a question with every kind of response the panel edits', async () => {
    const departments = (await manager.get('/api/settings/departments')).body.items;
    const responses = [
      { type: 'text', text: 'Olá!' },
      { type: 'image', url: 'https://cdn.prosa.test/a.png', caption: 'Tabela' },
      { type: 'video', url: 'https://cdn.prosa.test/a.mp4' },
      { type: 'document', url: 'https://cdn.prosa.test/a.pdf' },
      { type: 'random', texts: ['Um', 'Dois'] },
      { type: 'liveChat', departmentId: departments[0].id },
      { type: 'carousel', cards: [{ title: 'Cartão', imageUrl: 'https://cdn.prosa.test/c.png' }] },
      { type: 'guideScreen', title: 'Guia', url: 'https://prosa.test/guia' },
      { type: 'jump', target: 'linha-10' },
    ];
    const created = await manager.post(
      `/api/knowledge/bases/${demoBaseId}/questions`,
      question({ responses, minimumWeight: 4, status: 'inactive' }),
    );
    expect(created.status).toBe(200);
    const { id } = created.body.question;
    expect(created.body.question).toMatchObject({ baseId: demoBaseId, minimumWeight: 4, status: 'inactive' });
    expect(created.body.question.responses[1]).toEqual(responses[1]);
    expect(created.body.question.responses[2]).toEqual({ ...responses[2], caption: '' });
    expect(created.body.question.responses[6].cards[0]).toEqual({ ...responses[6]?.cards?.[0], text: '' });

    const edited = await manager.put(`/api/knowledge/questions/${id}`, question({ title: 'Sábado?' }));
    expect(edited.body.question).toMatchObject({
      id,
      title: 'Sábado?',
      minimumWeight: null,
      status: 'active',
    });
    expect((await manager.delete(`/api/knowledge/questions/${id}`)).status).toBe(200);
    expect((await manager.delete(`/api/knowledge/questions/${id}`)).body.error.code).toBe(
      'knowledge.questionNotFound',
    );
  });

  it.each([
    ['no title', { title: '' }, 'knowledge.questionTitleRequired'],
    ['no response', { responses: [] }, 'knowledge.responsesRequired'],
    ['no intention', { intentions: [] }, 'knowledge.intentionsRequired'],
    ['a one-letter intention', { intentions: [{ word: 'a', weight: 1 }] }, 'knowledge.intentionTooShort'],
    [
      'a three-word intention',
      { intentions: [{ word: 'meu pedido atrasou', weight: 1 }] },
      'knowledge.intentionTooManyWords',
    ],
    [
      'a duplicate intention, by accent and case',
      {
        intentions: [
          { word: 'Sábado', weight: 1 },
          { word: 'sabado', weight: 2 },
        ],
      },
      'knowledge.intentionDuplicate',
    ],
    ['a weight of zero', { intentions: [{ word: 'sabado', weight: 0 }] }, 'knowledge.intentionWeightInvalid'],
    [
      'a fractional weight',
      { intentions: [{ word: 'sabado', weight: 1.5 }] },
      'knowledge.intentionWeightInvalid',
    ],
    ['a minimum weight of zero', { minimumWeight: 0 }, 'knowledge.minimumWeightInvalid'],
    ['an unknown status', { status: 'paused' }, 'knowledge.statusInvalid'],
    [
      'a media response without a web address',
      { responses: [{ type: 'image', url: 'ftp://x' }] },
      'knowledge.responseUrlInvalid',
    ],
    [
      'a random response of one text',
      { responses: [{ type: 'random', texts: ['Só'] }] },
      'knowledge.responseRandomTooFew',
    ],
    ['an unknown response type', { responses: [{ type: 'sticker' }] }, 'knowledge.responseTypeInvalid'],
    [
      'a live chat without department',
      { responses: [{ type: 'liveChat' }] },
      'knowledge.responseDepartmentRequired',
    ],
    [
      'a live chat to an unknown department',
      { responses: [{ type: 'liveChat', departmentId: 'nope' }] },
      'knowledge.departmentNotFound',
    ],
    ['responses that are not a list', { responses: 'texto' }, 'knowledge.responsesRequired'],
    [
      'an intention that is not text',
      { intentions: [{ word: 5, weight: 1 }] },
      'knowledge.intentionTooShort',
    ],
  ])(
    'refuses a question with %s, with a 400 catalogue error, and changes nothing',
    async (_, fields, code) => {
      const [existing] = (await manager.get(`/api/knowledge/bases/${demoBaseId}/questions`)).body.questions;
      const before = await allRows();
      for (const answer of [
        await manager.post(`/api/knowledge/bases/${demoBaseId}/questions`, question(fields)),
        await manager.put(`/api/knowledge/questions/${existing.id}`, question(fields)),
      ]) {
        expect(answer.status).toBe(400);
        expect(answer.body.error.code).toBe(code);
      }
      expect(await allRows()).toEqual(before);
    },
  );

  it('names the repeated intention in the refusal', async () => {
    const answer = await manager.post(
      `/api/knowledge/bases/${demoBaseId}/questions`,
      question({
        intentions: [
          { word: 'Pix', weight: 1 },
          { word: 'PIX', weight: 2 },
        ],
      }),
    );
    expect(answer.body.error.message).toBe(
      'Intenção repetida: "PIX". Em vez de repetir, dê mais peso a ela.',
    );
  });

  it.each([
    ['Que horário vocês abrem?', 'answered', ['Qual o horário de atendimento?']],
    ['horário do pix', 'unambiguous', ['Quais as formas de pagamento?', 'Qual o horário de atendimento?']],
    ['cadê meu pedido', 'unanswered', []],
    ['bom dia, tudo bem?', 'outOfContext', []],
  ])('tests "%s" against the demo base as %s', async (text, state, titles) => {
    const answer = await manager.post(`/api/knowledge/bases/${demoBaseId}/match`, { text });
    expect(answer.status).toBe(200);
    expect(answer.body.state).toBe(state);
    expect(answer.body.questions.map((q: { title: string }) => q.title)).toEqual(titles);
  });

  it('shows the scores behind an answer', async () => {
    const answer = await manager.post(`/api/knowledge/bases/${demoBaseId}/match`, {
      text: 'Rastrear meu PEDIDO',
    });
    expect(answer.body.candidates[0]).toMatchObject({
      title: 'Como rastrear meu pedido?',
      score: 5,
      minimumWeight: 3,
      matched: [
        { word: 'rastrear', weight: 3 },
        { word: 'pedido', weight: 2 },
      ],
    });
    const blank = await manager.post(`/api/knowledge/bases/${demoBaseId}/match`, { text: '  ' });
    expect([blank.status, blank.body.error.code]).toEqual([400, 'knowledge.matchTextRequired']);
  });

  it('keeps each account to its own bases', async () => {
    const other = (await signIn(server.url, 'admin@outra.demo')).client;
    const otherTitles = (await other.get('/api/knowledge/bases')).body.bases.map(
      (b: { title: string }) => b.title,
    );
    expect(otherTitles).not.toContain('Trocas');
    expect(otherTitles).toContain('Perguntas da Outra');
    const [demoQuestion] = (await manager.get(`/api/knowledge/bases/${demoBaseId}/questions`)).body.questions;
    const before = await allRows();
    const answers = [
      await other.get(`/api/knowledge/bases/${demoBaseId}/questions`),
      await other.put(`/api/knowledge/bases/${demoBaseId}`, { title: 'Minha' }),
      await other.delete(`/api/knowledge/bases/${demoBaseId}`),
      await other.post(`/api/knowledge/bases/${demoBaseId}/questions`, question()),
      await other.post(`/api/knowledge/bases/${demoBaseId}/match`, { text: 'horário' }),
      await other.request(
        'POST',
        `/api/knowledge/bases/${demoBaseId}/import`,
        'title,intentions,response\nA,ab:1,r',
        {
          'content-type': 'text/csv',
        },
      ),
      await other.put(`/api/knowledge/questions/${demoQuestion.id}`, question()),
      await other.delete(`/api/knowledge/questions/${demoQuestion.id}`),
    ];
    expect(answers.map((answer) => [answer.status, answer.body.error?.code])).toEqual([
      [404, 'knowledge.baseNotFound'],
      [404, 'knowledge.baseNotFound'],
      [404, 'knowledge.baseNotFound'],
      [404, 'knowledge.baseNotFound'],
      [404, 'knowledge.baseNotFound'],
      [404, 'knowledge.baseNotFound'],
      [404, 'knowledge.questionNotFound'],
      [404, 'knowledge.questionNotFound'],
    ]);
    expect(await allRows()).toEqual(before);
    // A department of another account is, for a live chat response, one that does not exist.
    const otherDepartment = (await other.get('/api/settings/departments')).body.items[0].id;
    const answer = await manager.post(
      `/api/knowledge/bases/${demoBaseId}/questions`,
      question({ responses: [{ type: 'liveChat', departmentId: otherDepartment }] }),
    );
    expect(answer.body.error.code).toBe('knowledge.departmentNotFound');
  });

  it.each(['atendente@prosa.demo', 'junior@prosa.demo'])(
    'keeps the knowledge bases from %s by default',
    async (email) => {
      const { client } = await signIn(server.url, email);
      for (const answer of [
        await client.get('/api/knowledge/bases'),
        await client.post(`/api/knowledge/bases/${demoBaseId}/match`, { text: 'horário' }),
        await client.post('/api/knowledge/bases', { title: 'Nova' }),
      ]) {
        expect(answer.status).toBe(403);
      }
    },
  );
});
