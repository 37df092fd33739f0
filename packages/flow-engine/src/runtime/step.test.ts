import { describe, expect, it } from 'vitest';
import { context, converse, flowOf, texts } from '../testing/flowOf.ts';
import { step } from './step.ts';

describe('step: message lines', () => {
  it('starts at the lowest line, says every message with its appearance time and ends after the last', () => {
    const version = flowOf([
      { line: 20, type: 'message', content: { kind: 'text', text: 'Second' }, appearanceMs: 500 },
      { line: 10, type: 'message', content: { kind: 'text', text: 'Hello {{name}}!' } },
      { line: 30, type: 'message', content: { kind: 'image', url: '/u/cat.png', caption: 'A cat' } },
      { line: 40, type: 'message', content: { kind: 'video', url: '/u/v.mp4' } },
      { line: 50, type: 'message', content: { kind: 'document', url: '/u/d.pdf', fileName: 'd.pdf' } },
      { line: 60, type: 'message', content: { kind: 'carousel', cards: [{ title: 'Hi {{name}}' }] } },
    ]);
    const result = step(version, null, { text: 'oi' }, context({ collected: { name: 'Ana' } }));
    expect(result.outputs.map((output) => [output.line, output.delayMs])).toEqual([
      [10, 3000],
      [20, 500],
      [30, 3000],
      [40, 3000],
      [50, 3000],
      [60, 3000],
    ]);
    expect(texts(result).slice(0, 2)).toEqual(['Hello Ana!', 'Second']);
    expect(result.outputs[2]?.message).toEqual({ kind: 'image', url: '/u/cat.png', caption: 'A cat' });
    expect(result.outputs[5]?.message).toEqual({ kind: 'carousel', cards: [{ title: 'Hi Ana' }] });
    expect(result.effects).toEqual([{ kind: 'end', line: null }]);
    expect(result.nextCursor).toMatchObject({ status: 'ended', line: null, awaiting: null, versionId: 'v1' });
  });

  it('starts over on the next message once the flow has ended', () => {
    const version = flowOf([{ line: 1, type: 'message', content: { kind: 'text', text: 'Hi' } }]);
    const { results } = converse(version, ['a', 'b']);
    expect(results.map(texts)).toEqual([['Hi'], ['Hi']]);
  });

  it('starts a new run at the given line (a broadcast’s flow index), the first when the version lacks it', () => {
    const version = flowOf([
      { line: 1, type: 'message', content: { kind: 'text', text: 'Menu' } },
      { line: 5, type: 'message', content: { kind: 'text', text: 'Offer' } },
      { line: 6, type: 'message', content: { kind: 'text', text: 'Bye' } },
    ]);
    expect(texts(step(version, null, { text: 'oi', startLine: 5 }, context()))).toEqual(['Offer', 'Bye']);
    expect(texts(step(version, null, { text: 'oi', startLine: 4 }, context()))).toEqual([
      'Menu',
      'Offer',
      'Bye',
    ]);
  });

  it('follows a line jump instead of the next line', () => {
    const version = flowOf([
      { line: 1, type: 'message', content: { kind: 'text', text: 'A' }, jump: 3 },
      { line: 2, type: 'message', content: { kind: 'text', text: 'B' } },
      { line: 3, type: 'end', text: 'C' },
    ]);
    const result = step(version, null, { text: 'x' }, context());
    expect(texts(result)).toEqual(['A', 'C']);
    expect(result.effects).toEqual([{ kind: 'end', line: 3 }]);
  });

  it('applies the line tags and notifies its integrations with the ticket titles', () => {
    const version = flowOf([
      { line: 1, type: 'end', tags: ['t1'], integrations: ['crm'], ticketTitles: ['New lead'] },
    ]);
    expect(step(version, null, {}, context()).effects).toEqual([
      { kind: 'tag', line: 1, tagIds: ['t1'] },
      { kind: 'integration', line: 1, integrationIds: ['crm'], ticketTitles: ['New lead'] },
      { kind: 'end', line: 1 },
    ]);
  });

  it('ends at once on an empty flow', () => {
    expect(step(flowOf([]), null, { text: 'hi' }, context()).effects).toEqual([{ kind: 'end', line: null }]);
  });
});

describe('step: questions', () => {
  const version = flowOf([
    { line: 1, type: 'question', text: 'Your CPF?', validation: 'cpf', responseField: 'cpf', isSecure: true },
    {
      line: 2,
      type: 'question',
      text: 'When?',
      validation: 'date',
      responseField: 'when',
      invalidText: 'Date, please',
    },
    { line: 3, type: 'end', text: 'Thanks {{when}}' },
  ]);

  it('asks, keeps a valid answer in its field and goes on', () => {
    const { results, collected } = converse(version, ['hi', '529.982.247-25', '31/12/2024']);
    expect(results.map(texts)).toEqual([['Your CPF?'], ['When?'], ['Thanks 2024-12-31']]);
    expect(results[1]?.effects).toEqual([
      { kind: 'collect', line: 1, field: 'cpf', value: '52998224725', isSecure: true },
    ]);
    expect(collected).toEqual({ cpf: '52998224725', when: '2024-12-31' });
  });

  it('says the invalid-input text in the customer language and asks again', () => {
    const { results } = converse(version, ['hi', '123'], { language: 'en-US' });
    expect(texts(results[1])).toEqual([
      'That CPF is not valid. Check the 11 digits and send it again.',
      'Your CPF?',
    ]);
    expect(results[1]?.outputs.map((output) => output.delayMs)).toEqual([3000, 0]);
    expect(results[1]?.nextCursor).toMatchObject({ line: 1, awaiting: 'input', status: 'bot' });
    expect(results[1]?.nextCursor.visits).toEqual({ 1: 2 });
  });

  it('uses the line own invalid text when it has one', () => {
    const { results } = converse(version, ['hi', '529.982.247-25', 'tomorrow']);
    expect(texts(results[2])).toEqual(['Date, please', 'When?']);
  });

  it('keeps an answer without a response field under the line identifier, or nowhere', () => {
    const keyed = flowOf([{ line: 1, type: 'question', text: 'Q', identifier: 'mood' }]);
    expect(converse(keyed, ['hi', 'good']).collected).toEqual({ mood: 'good' });
    const unkeyed = flowOf([{ line: 1, type: 'question', text: 'Q' }]);
    expect(converse(unkeyed, ['hi', 'good']).collected).toEqual({});
  });
});

describe('step: buttons', () => {
  const buttons = [
    { key: 'sales', value: 'Vendas', jump: 10 },
    { key: 'support', value: 'Suporte técnico', jump: 20 },
    { key: 'other', value: 'Outro' },
  ];
  const version = flowOf([
    { line: 1, type: 'buttons', text: 'Como posso ajudar?', buttons, responseField: 'topic' },
    { line: 2, type: 'end', text: 'other' },
    { line: 10, type: 'end', text: 'sales' },
    { line: 20, type: 'end', text: 'support' },
  ]);

  it('shows the buttons, as buttons up to the limit', () => {
    const result = step(version, null, { text: 'oi' }, context());
    expect(result.outputs[0]?.message).toEqual({
      kind: 'buttons',
      text: 'Como posso ajudar?',
      buttons: buttons.map(({ key, value }) => ({ key, value })),
      presentation: 'buttons',
    });
  });

  it.each([
    [{ buttonKey: 'support' }, 'support'],
    [{ text: 'SUPORTE TECNICO' }, 'support'],
    [{ text: '  vendas ' }, 'sales'],
    [{ text: 'sales' }, 'sales'],
    [{ text: '3' }, 'other'],
  ])('matches %o by key, value without accents or case, or position', (inbound, reached) => {
    const { last, collected } = converse(version, [{ text: 'oi' }, inbound]);
    expect(texts(last)).toEqual([reached]);
    expect(collected.topic).toBeDefined();
  });

  it('says the option is not found and shows the buttons again', () => {
    const { last } = converse(version, ['oi', 'financeiro']);
    expect(texts(last)).toEqual(['Não encontrei essa opção. Escolha uma das opções abaixo.', 'buttons']);
    expect(last.nextCursor).toMatchObject({ line: 1, awaiting: 'input' });
  });

  it('shows more buttons than the limit as a dropdown, and more than 6 always', () => {
    const many = Array.from({ length: 7 }, (_, index) => ({ key: `k${index}`, value: `Option ${index}` }));
    const seven = flowOf([{ line: 1, type: 'buttons', text: 'Pick', buttons: many }]);
    const four = flowOf([
      { line: 1, type: 'buttons', text: 'Pick', buttons: many.slice(0, 4), buttonLimit: 3 },
    ]);
    const six = flowOf([{ line: 1, type: 'buttons', text: 'Pick', buttons: many.slice(0, 6) }]);
    const presentation = (v: typeof seven) => {
      const message = step(v, null, {}, context()).outputs[0]?.message;
      return message?.kind === 'buttons' ? message.presentation : null;
    };
    expect([presentation(seven), presentation(four), presentation(six)]).toEqual([
      'dropdown',
      'dropdown',
      'buttons',
    ]);
  });
});

describe('step: slider', () => {
  const version = flowOf([
    {
      line: 1,
      type: 'slider',
      text: 'Rate us',
      slider: { label: 'Score', min: 0, max: 10, initial: 5, step: 2 },
      responseField: 'score',
    },
    { line: 2, type: 'end' },
  ]);

  it('shows the slider and keeps a value on its steps', () => {
    const first = step(version, null, {}, context());
    expect(first.outputs[0]?.message).toEqual({
      kind: 'slider',
      text: 'Rate us',
      label: 'Score',
      min: 0,
      max: 10,
      initial: 5,
      step: 2,
    });
    expect(converse(version, ['hi', '8']).collected).toEqual({ score: '8' });
  });

  it.each(['11', '3', 'abc', '-2'])('refuses %s with the range in the text', (answer) => {
    const { last } = converse(version, ['hi', answer]);
    expect(texts(last)).toEqual(['Escolha um valor entre 0 e 10.', 'slider']);
  });
});

describe('step: jumps and conditions', () => {
  it('jumps, then branches on collected data with the first matching rule', () => {
    const version = flowOf([
      { line: 1, type: 'jump', jump: 5 },
      { line: 2, type: 'end', text: 'never' },
      {
        line: 5,
        type: 'condition',
        rules: [
          { field: 'plan', operator: 'equals', value: 'PRÓ', jump: 10 },
          { field: 'age', operator: 'greaterThan', value: '17', jump: 20 },
        ],
        jump: 30,
      },
      { line: 10, type: 'end', text: 'pro' },
      { line: 20, type: 'end', text: 'adult' },
      { line: 30, type: 'end', text: 'else' },
    ]);
    const reach = (collected: Record<string, string>) =>
      texts(step(version, null, {}, context({ collected })));
    expect(reach({ plan: 'pro' })).toEqual(['pro']);
    expect(reach({ age: '18' })).toEqual(['adult']);
    expect(reach({ age: '17' })).toEqual(['else']);
    expect(reach({})).toEqual(['else']);
    expect(step(version, null, {}, context()).nextCursor.jumps).toEqual({ 5: 1, 30: 1 });
  });

  it.each([
    ['exists', 'x', '', true],
    ['exists', '', '', false],
    ['notExists', '', '', true],
    ['notEquals', 'a', 'b', true],
    ['contains', 'São Paulo', 'sao', true],
    ['notContains', 'São Paulo', 'rio', true],
    ['startsWith', 'Ótimo', 'oti', true],
    ['lessThan', '1.500', '2000', true],
    ['lessThan', 'abc', '2000', false],
  ] as const)('evaluates %s on %s against %s as %s', (operator, value, expected, isMatch) => {
    const version = flowOf([
      { line: 1, type: 'condition', rules: [{ field: 'f', operator, value: expected, jump: 2 }], jump: 3 },
      { line: 2, type: 'end', text: 'match' },
      { line: 3, type: 'end', text: 'no' },
    ]);
    const collected: Record<string, string> = value ? { f: value } : {};
    expect(texts(step(version, null, {}, context({ collected })))).toEqual([isMatch ? 'match' : 'no']);
  });
});

describe('step: data collection', () => {
  const version = flowOf([
    {
      line: 1,
      type: 'dataCollection',
      initialMessage: 'Antes, seus dados.',
      continuationMessage: 'Obrigado, {{name}}!',
      fields: ['name', 'email', 'phone'],
      leadEmail: 'vendas@empresa.com',
    },
    { line: 2, type: 'end' },
  ]);

  it('asks each missing field, checks it, and counts a lead with an e-mail or phone', () => {
    const { results, collected } = converse(version, [
      'oi',
      'Ana Souza',
      'nao sei',
      'ana@x.com',
      '11 91234-5678',
    ]);
    expect(results.map(texts)).toEqual([
      ['Antes, seus dados.', 'Qual é o seu nome?'],
      ['Qual é o seu e-mail?'],
      [
        'Esse e-mail não parece válido. Pode conferir e enviar de novo? Exemplo: nome@empresa.com.br',
        'Qual é o seu e-mail?',
      ],
      ['Qual é o seu telefone com DDD?'],
      ['Obrigado, Ana Souza!'],
    ]);
    expect(collected).toEqual({ name: 'Ana Souza', email: 'ana@x.com', phone: '+5511912345678' });
    expect(results[4]?.effects).toContainEqual({
      kind: 'lead',
      line: 1,
      name: 'Ana Souza',
      email: 'ana@x.com',
      phone: '+5511912345678',
      notifyEmail: 'vendas@empresa.com',
    });
  });

  it('skips what is already known and asks nothing when all is', () => {
    const known = { name: 'Ana', email: 'a@x.com', phone: '+5511912345678' };
    const result = step(version, null, {}, context({ collected: known }));
    expect(texts(result)).toEqual(['Obrigado, Ana!']);
  });

  it('counts no lead when only a name was collected', () => {
    const nameOnly = flowOf([{ line: 1, type: 'dataCollection', fields: ['name'] }]);
    const { results } = converse(nameOnly, ['oi', 'Ana']);
    expect(results[1]?.effects.some((effect) => effect.kind === 'lead')).toBe(false);
  });
});

describe('step: FAQ', () => {
  const version = flowOf([
    {
      line: 1,
      type: 'faq',
      text: 'Pergunte',
      faq: { knowledgeBaseId: 'kb1', secondaryKnowledgeBaseId: 'kb2', notFoundJump: 9, learningDays: 30 },
      buttons: [
        { key: 'h', value: 'Horário' },
        { key: 'a', value: 'Atendente', jump: 8 },
      ],
    },
    { line: 8, type: 'end', text: 'human' },
    { line: 9, type: 'end', text: 'not found' },
  ]);

  it('shows its buttons, sends the question to the bases as an effect and waits', () => {
    const { results } = converse(version, ['oi', 'qual o horário?']);
    expect(results[0]?.outputs[0]?.message).toMatchObject({
      kind: 'buttons',
      text: 'Pergunte',
      presentation: 'buttons',
    });
    expect(results[1]?.effects).toEqual([
      {
        kind: 'faq',
        line: 1,
        question: 'qual o horário?',
        knowledgeBaseId: 'kb1',
        secondaryKnowledgeBaseId: 'kb2',
        buttonLimit: 3,
        learningDays: 30,
      },
    ]);
    expect(results[1]?.nextCursor).toMatchObject({ line: 1, awaiting: 'faq' });
  });

  it('asks a button value as the question, or follows the button jump', () => {
    expect(converse(version, ['oi', { buttonKey: 'h' }]).last.effects[0]).toMatchObject({
      kind: 'faq',
      question: 'Horário',
    });
    expect(texts(converse(version, ['oi', 'atendente']).last)).toEqual(['human']);
  });

  it('says the FAQ invalid text on an empty question', () => {
    expect(texts(converse(version, ['oi', { text: ' ' }]).last)).toEqual([
      'Não consegui entender sua pergunta. Pode escrevê-la de outro jeito?',
    ]);
  });

  it('ignores messages while the bases are being asked', () => {
    const { last } = converse(version, ['oi', 'horário', 'alô?']);
    expect(last.outputs).toEqual([]);
    expect(last.nextCursor).toMatchObject({ awaiting: 'faq' });
  });
});

describe('step: handoff, HTTP and external code', () => {
  it('hands off to the department and waits for the server to say it was accepted', () => {
    const version = flowOf([
      { line: 1, type: 'handoff', departmentId: 'd1', text: 'Transferindo…', errorJump: 2 },
      { line: 2, type: 'end' },
    ]);
    const result = step(version, null, {}, context());
    expect(texts(result)).toEqual(['Transferindo…']);
    expect(result.effects).toEqual([{ kind: 'handoff', line: 1, departmentId: 'd1' }]);
    expect(result.nextCursor).toMatchObject({ awaiting: 'handoff', line: 1 });
  });

  it('describes the HTTP request with the collected data escaped where it lands', () => {
    const version = flowOf([
      {
        line: 1,
        type: 'http',
        http: {
          method: 'POST',
          url: 'https://api.example.com/c?q={{name}}',
          headers: [{ name: 'X-Name', value: '{{name}}' }],
          body: '{"name":"{{name}}"}',
          timeoutMs: 5000,
        },
      },
    ]);
    const name = 'Ana "A" & B\r\nX: y';
    const effect = step(version, null, {}, context({ collected: { name } })).effects[0];
    expect(effect).toEqual({
      kind: 'http',
      line: 1,
      request: {
        method: 'POST',
        url: `https://api.example.com/c?q=${encodeURIComponent(name)}`,
        headers: [{ name: 'X-Name', value: 'Ana "A" & B X: y' }],
        body: '{"name":"Ana \\"A\\" & B\\r\\nX: y"}',
        timeoutMs: 5000,
      },
    });
    expect(JSON.parse((effect as { request: { body: string } }).request.body)).toEqual({ name });
  });

  it('runs the external code of the conversation channel, and skips the line without one', () => {
    const version = flowOf([
      { line: 1, type: 'code', externalCode: { whatsapp: 'return 1' } },
      { line: 2, type: 'end', text: 'done' },
    ]);
    expect(step(version, null, {}, context({ channel: 'whatsapp' })).effects).toEqual([
      { kind: 'externalCode', line: 1, channel: 'whatsapp', code: 'return 1' },
    ]);
    expect(texts(step(version, null, {}, context({ channel: 'webchat' })))).toEqual(['done']);
  });

  it('stays silent once handed off or blocked', () => {
    const version = flowOf([{ line: 1, type: 'end', text: 'x' }]);
    const live = { ...step(version, null, {}, context()).nextCursor, status: 'live' as const };
    expect(step(version, live, { text: 'hi' }, context())).toMatchObject({
      outputs: [],
      effects: [],
      nextCursor: live,
    });
  });
});

describe('step: no-response timer', () => {
  it('sets a timer after the balloons are shown, from the chatbot timer list', () => {
    const version = flowOf([
      {
        line: 1,
        type: 'question',
        text: 'Q',
        appearanceMs: 2000,
        noResponse: { afterMinutes: 5, text: 'Still there?' },
      },
    ]);
    const result = step(version, null, {}, context({ now: 1_000_000 }));
    expect(result.effects).toEqual([
      { kind: 'timer', line: 1, timer: 'noResponse', dueAt: 1_000_000 + 2000 + 5 * 60_000, turn: 1 },
    ]);
  });
});

describe('step: versions', () => {
  it('starts the new version over when the cursor belongs to another', () => {
    const older = flowOf([{ line: 1, type: 'question', text: 'Old?' }], 'v1');
    const newer = flowOf([{ line: 1, type: 'question', text: 'New?' }], 'v2');
    const cursor = step(older, null, {}, context()).nextCursor;
    const result = step(newer, cursor, { text: 'answer' }, context());
    expect(texts(result)).toEqual(['New?']);
    expect(result.nextCursor.versionId).toBe('v2');
  });

  it('is deterministic and leaves its inputs untouched', () => {
    const version = flowOf([
      { line: 1, type: 'question', text: 'Q', responseField: 'q' },
      { line: 2, type: 'end' },
    ]);
    const first = step(version, null, {}, context());
    const frozen = structuredClone(first.nextCursor);
    const a = step(version, first.nextCursor, { text: 'x' }, context());
    const b = step(version, first.nextCursor, { text: 'x' }, context());
    expect(a).toEqual(b);
    expect(first.nextCursor).toEqual(frozen);
  });
});
