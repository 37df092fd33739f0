import type { KnowledgeQuestion } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { filterQuestions } from './filterQuestions.ts';

const question = (title: string, words: string[]): KnowledgeQuestion => ({
  id: title,
  baseId: 'base',
  title,
  responses: [{ type: 'text', text: 'Resposta' }],
  intentions: words.map((word) => ({ word, weight: 1 })),
  minimumWeight: null,
  status: 'active',
});

describe('filterQuestions', () => {
  const questions = [
    question('Qual o horário?', ['abre']),
    question('Formas de pagamento', ['cartão', 'pix']),
  ];

  it('finds by title or intention, blind to accents and case', () => {
    expect(filterQuestions(questions, 'HORARIO').map((q) => q.id)).toEqual(['Qual o horário?']);
    expect(filterQuestions(questions, 'cartao').map((q) => q.id)).toEqual(['Formas de pagamento']);
  });

  it('lists everything for an empty search', () => {
    expect(filterQuestions(questions, '  ')).toHaveLength(2);
  });
});
