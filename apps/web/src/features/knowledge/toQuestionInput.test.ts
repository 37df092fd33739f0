import { describe, expect, it } from 'vitest';
import { toQuestionInput } from './toQuestionInput.ts';

describe('toQuestionInput', () => {
  it('keeps only each response type’s fields and drops a random response’s blank lines', () => {
    const input = toQuestionInput({
      title: 'Pix?',
      intentions: [{ word: 'pix', weight: 2 }],
      status: 'active',
      responses: [
        { type: 'text', text: 'Sim', url: 'https://x.test' } as never,
        { type: 'random', texts: ['Um', '  ', 'Dois '] },
        { type: 'image', url: 'https://cdn.test/a.png' },
        { type: 'jump', target: 'linha-3' },
      ],
    });
    expect(input.minimumWeight).toBeNull();
    expect(input.responses).toEqual([
      { type: 'text', text: 'Sim' },
      { type: 'random', texts: ['Um', 'Dois'] },
      { type: 'image', url: 'https://cdn.test/a.png', caption: '' },
      { type: 'jump', target: 'linha-3' },
    ]);
  });
});
