import { answerValidations, collectionFields, languages } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { blockReasons } from './automaticBlock.ts';
import { chatbotTexts, invalidText } from './chatbotTexts.ts';

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('chatbot texts', () => {
  it('has the same non-empty texts in the three languages', () => {
    const keys = keysOf(chatbotTexts['pt-BR']).sort();
    for (const language of languages) {
      expect(keysOf(chatbotTexts[language]).sort()).toEqual(keys);
      for (const text of Object.values(chatbotTexts[language].invalid)) expect(text.trim()).not.toBe('');
    }
  });

  it('covers every validation, every collected field and every block reason', () => {
    const invalid = Object.keys(chatbotTexts['pt-BR'].invalid);
    for (const validation of answerValidations.filter((v) => v !== 'none'))
      expect(invalid).toContain(validation);
    expect(invalid).toEqual(expect.arrayContaining(['faq', 'option', 'slider']));
    expect(Object.keys(chatbotTexts['pt-BR'].ask).sort()).toEqual([...collectionFields].sort());
    expect(Object.keys(chatbotTexts['pt-BR'].blockReason).sort()).toEqual([...blockReasons].sort());
  });

  it('fills the slider range', () => {
    expect(invalidText('en-US', 'slider', { min: 1, max: 5 })).toBe('Choose a value between 1 and 5.');
  });
});
