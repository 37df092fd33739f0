import type { FlowDocumentInput } from '@prosa/contracts';
import { flowDocumentSchema } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { runTestTurn } from './runTestTurn.ts';
import { emptyTestChat, type TestChatState } from './testChatState.ts';

const version = (input: FlowDocumentInput) => ({ id: 'draft:1', document: flowDocumentSchema.parse(input) });
const flow = version({
  description: 'Teste',
  lines: [
    { line: 1, type: 'question', text: 'Seu e-mail?', validation: 'email', responseField: 'email' },
    { line: 2, type: 'http', http: { url: 'https://example.com/api' } },
    { line: 3, type: 'handoff', departmentId: 'dep-1', text: 'Chamando a equipe.' },
  ],
});
const say = (state: TestChatState, text: string) =>
  runTestTurn(flow, state, { text, shown: text }, 'pt-BR', 0);

describe('a test chat turn', () => {
  it('runs the draft with the engine and answers its effects in pretence, in order', () => {
    const asked = say(emptyTestChat, 'oi');
    expect(asked.entries.map((entry) => entry.from)).toEqual(['customer', 'bot']);
    const reasked = say(asked, 'não sei');
    expect(reasked.entries.slice(2).map((entry) => entry.from)).toEqual(['customer', 'bot', 'bot']);
    const done = say(reasked, 'Ana@Exemplo.com');
    const effects = done.entries.filter((entry) => entry.from === 'effect').map((entry) => entry.effect.kind);
    expect(effects).toEqual(['collect', 'http', 'handoff']);
    expect(done.entries.at(-2)).toMatchObject({
      from: 'bot',
      message: { kind: 'text', text: 'Chamando a equipe.' },
    });
    expect(done.cursor?.status).toBe('live');
    expect(done.collected).toEqual({ email: 'ana@exemplo.com' });
  });

  it('says nothing more once the conversation is with a department', () => {
    const live = say(say(say(emptyTestChat, 'oi'), 'a@b.co'), 'alguém?');
    expect(live.entries.at(-1)).toEqual({ from: 'customer', text: 'alguém?' });
  });
});
