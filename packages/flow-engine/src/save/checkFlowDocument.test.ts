import { describe, expect, it } from 'vitest';
import { checkFlowDocument } from './checkFlowDocument.ts';

describe('checkFlowDocument', () => {
  it('gives the parsed document with its defaults when it is sound', () => {
    const check = checkFlowDocument({ description: 'Bot', lines: [{ line: 1, type: 'end' }] });
    expect(check).toMatchObject({
      isValid: true,
      document: { lines: [{ line: 1, type: 'end', appearanceMs: 3000 }] },
    });
  });

  it('points a shape error at its line, as the code editor shows it', () => {
    const check = checkFlowDocument({
      description: 'Bot',
      lines: [
        { line: 1, type: 'end' },
        { line: 7, type: 'question', text: 'Q', validation: 'shoe size' },
      ],
    });
    expect(check).toEqual({
      isValid: false,
      errors: [{ code: 'generic.invalidInput', line: 7, params: { line: 7 }, path: 'lines.1.validation' }],
    });
  });

  it('survives input that is not a flow at all', () => {
    for (const input of [null, 'text', { lines: 'no' }, { lines: [null] }])
      expect(checkFlowDocument(input).isValid).toBe(false);
  });

  it('then reports the spec save errors', () => {
    expect(checkFlowDocument({ description: '', lines: [{ line: 1, type: 'jump', jump: 1 }] })).toMatchObject(
      {
        isValid: false,
        errors: [{ code: 'flows.descriptionRequired' }, { code: 'flows.jumpToOwnLine', line: 1 }],
      },
    );
  });
});
