import { describe, expect, it } from 'vitest';
import { findTextLine } from './findTextLine.ts';
import { parseFlowJson } from './parseFlowJson.ts';

const text = (value: unknown) => JSON.stringify(value, null, 2);

describe('the code editor check', () => {
  it('accepts a valid flow and fills the defaults saving would', () => {
    const check = parseFlowJson(text({ description: 'Oi', lines: [{ line: 1, type: 'end' }] }));
    expect(check).toMatchObject({ isValid: true, document: { lines: [{ line: 1, appearanceMs: 3000 }] } });
  });

  it('says where broken JSON breaks, as text line and column', () => {
    const check = parseFlowJson('{\n  "description": "x",\n  "lines": [\n}');
    expect(check.isValid).toBe(false);
    if (check.isValid) return;
    expect(check.syntax?.textLine).toBe(4);
    expect(check.errors).toEqual([]);
  });

  it('gives the schema errors with their flow line and path, and the save errors with their line', () => {
    const shape = parseFlowJson(text({ description: 'x', lines: [{ line: 7, type: 'question' }] }));
    expect(shape).toMatchObject({
      isValid: false,
      syntax: null,
      errors: [{ code: 'generic.invalidInput', line: 7, path: 'lines.0.text' }],
    });
    const rules = parseFlowJson(
      text({
        description: 'x',
        lines: [
          { line: 2, type: 'jump', jump: 2 },
          { line: 3, type: 'buttons', text: '', buttons: [] },
        ],
      }),
    );
    expect(rules).toMatchObject({
      isValid: false,
      errors: [
        { code: 'flows.jumpToOwnLine', line: 2 },
        { code: 'flows.buttonsRequired', line: 3 },
      ],
    });
  });

  it('finds the text line of a flow line, not of a longer number', () => {
    const source = text({ lines: [{ line: 12 }, { line: 1 }] });
    expect(findTextLine(source, 1)).toBe(7);
    expect(findTextLine(source, 12)).toBe(4);
    expect(findTextLine(source, 5)).toBeNull();
  });
});
