import { describe, expect, it } from 'vitest';
import { statementName } from './statementName.ts';

describe('statementName', () => {
  it('names one text the same every time and two texts differently', () => {
    expect(statementName('select 1')).toBe(statementName('select 1'));
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
    expect(statementName('select 1')).toMatch(/^prosa_[0-9a-f]{20}$/);
  });
});
