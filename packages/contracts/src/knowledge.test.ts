import { describe, expect, it } from 'vitest';
import { intentionSchema, knowledgeQuestionInput, knowledgeResponseSchema } from './knowledge.ts';

const codeOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('knowledge contracts', () => {
  it.each([
    ['a', 'knowledge.intentionTooShort'],
    ['  b  ', 'knowledge.intentionTooShort'],
    ['código de rastreio', 'knowledge.intentionTooManyWords'],
    ['x'.repeat(61), 'knowledge.intentionTooLong'],
  ])('refuses the intention %j with %s', (word, code) => {
    expect(codeOf(intentionSchema.safeParse({ word, weight: 1 }))).toBe(code);
  });

  it('accepts one or two words of more than one letter, with spaces tidied', () => {
    expect(intentionSchema.parse({ word: '  código   rastreio ', weight: 4 })).toEqual({
      word: 'código rastreio',
      weight: 4,
    });
    expect(intentionSchema.parse({ word: 'oi', weight: 1 }).word).toBe('oi');
  });

  it.each([0, 11, 2.5, '3'])('refuses the weight %j', (weight) => {
    expect(codeOf(intentionSchema.safeParse({ word: 'pix', weight }))).toBe(
      'knowledge.intentionWeightInvalid',
    );
  });

  it('requires a title, a response and an intention; the minimum weight is optional', () => {
    const question = {
      title: 'Pix?',
      responses: [{ type: 'text', text: 'Sim' }],
      intentions: [{ word: 'pix', weight: 2 }],
    };
    expect(knowledgeQuestionInput.parse(question)).toMatchObject({ minimumWeight: null, status: 'active' });
    expect(codeOf(knowledgeQuestionInput.safeParse({ ...question, title: ' ' }))).toBe(
      'knowledge.questionTitleRequired',
    );
    expect(codeOf(knowledgeQuestionInput.safeParse({ ...question, responses: [] }))).toBe(
      'knowledge.responsesRequired',
    );
    expect(codeOf(knowledgeQuestionInput.safeParse({ ...question, intentions: [] }))).toBe(
      'knowledge.intentionsRequired',
    );
    expect(codeOf(knowledgeQuestionInput.safeParse({ ...question, minimumWeight: 0 }))).toBe(
      'knowledge.minimumWeightInvalid',
    );
  });

  it('checks each response type by its own fields', () => {
    const check = (response: unknown) => codeOf(knowledgeResponseSchema.safeParse(response));
    expect(check({ type: 'image', url: 'https://cdn.example/a.png' })).toBeNull();
    expect(check({ type: 'video', url: 'javascript:alert(1)' })).toBe('knowledge.responseUrlInvalid');
    expect(check({ type: 'random', texts: ['só um'] })).toBe('knowledge.responseRandomTooFew');
    expect(check({ type: 'liveChat', departmentId: '' })).toBe('knowledge.responseDepartmentRequired');
    expect(check({ type: 'carousel', cards: [] })).toBe('knowledge.responseCarouselEmpty');
    expect(check({ type: 'jump', target: '' })).toBe('knowledge.responseJumpRequired');
    expect(check({ type: 'sticker' })).toBe('knowledge.responseTypeInvalid');
  });
});
