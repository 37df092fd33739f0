import { describe, expect, it } from 'vitest';
import { type MatchableQuestion, matchQuestions } from './matchQuestions.ts';

const question = (
  id: string,
  intentions: Array<[string, number]>,
  minimumWeight: number | null = null,
  status: 'active' | 'inactive' = 'active',
): MatchableQuestion => ({
  id,
  title: `Pergunta ${id}`,
  intentions: intentions.map(([word, weight]) => ({ word, weight })),
  minimumWeight,
  status,
});

const hours = question('horario', [
  ['horário', 3],
  ['abre', 2],
]);
const tracking = question(
  'rastreio',
  [
    ['rastrear', 3],
    ['pedido', 2],
    ['código rastreio', 4],
  ],
  5,
);
const payment = question('pagamento', [
  ['pix', 3],
  ['cartão', 2],
]);

describe('matchQuestions', () => {
  it('answers with the question whose present intentions weigh most, blind to accents and case', () => {
    const result = matchQuestions('Que HORÁRIO a loja ABRE? Aceita pix?', [hours, tracking, payment]);
    expect(result.state).toBe('answered');
    expect(result.questions.map((q) => q.questionId)).toEqual(['horario']);
    expect(result.candidates.map((q) => [q.questionId, q.score])).toEqual([
      ['horario', 5],
      ['pagamento', 3],
    ]);
  });

  it('matches whole words and two-word intentions in order only', () => {
    expect(matchQuestions('pedidos', [tracking]).state).toBe('outOfContext');
    expect(matchQuestions('rastreio do código', [tracking]).state).toBe('outOfContext');
    const result = matchQuestions('qual o código rastreio?', [tracking]);
    expect(result.candidates[0]?.matched).toEqual([{ word: 'código rastreio', weight: 4 }]);
  });

  it('is unanswered when intentions are present but no question reaches its minimum weight', () => {
    const result = matchQuestions('meu pedido', [tracking]);
    expect(result.state).toBe('unanswered');
    expect(result.questions).toEqual([]);
    expect(result.candidates).toEqual([
      {
        questionId: 'rastreio',
        title: 'Pergunta rastreio',
        score: 2,
        minimumWeight: 5,
        matched: [{ word: 'pedido', weight: 2 }],
      },
    ]);
    expect(matchQuestions('rastrear meu pedido', [tracking]).state).toBe('answered');
  });

  it('is unambiguous when several qualifying questions tie on the best score, listing them to choose', () => {
    const result = matchQuestions('horário do pix', [hours, payment, tracking]);
    expect(result.state).toBe('unambiguous');
    expect(result.questions.map((q) => q.questionId)).toEqual(['horario', 'pagamento']);
  });

  it('prefers a qualifying question over a higher-scoring one below its minimum weight', () => {
    const strict = question('estrita', [['pedido', 4]], 10);
    const result = matchQuestions('pedido pix', [strict, payment]);
    expect(result.state).toBe('answered');
    expect(result.questions.map((q) => q.questionId)).toEqual(['pagamento']);
    expect(result.candidates.map((q) => q.questionId)).toEqual(['estrita', 'pagamento']);
  });

  it('is out of context when nothing of the base is in the text, and ignores inactive questions', () => {
    expect(matchQuestions('bom dia', [hours, tracking, payment])).toEqual({
      state: 'outOfContext',
      questions: [],
      candidates: [],
    });
    const inactive = question('off', [['pix', 9]], null, 'inactive');
    expect(matchQuestions('pix', [inactive]).state).toBe('outOfContext');
    expect(matchQuestions('pix', []).state).toBe('outOfContext');
  });

  it('counts a present intention once however often it is repeated', () => {
    expect(matchQuestions('pix pix pix', [payment]).candidates[0]?.score).toBe(3);
  });
});
