import { describe, expect, it } from 'vitest';
import { formatChangeLogDate } from './formatChangeLogDate.ts';

// Noon UTC stays on the same calendar day in every time zone the tests may run in.
const published = '2026-11-20T12:00:00.000Z';

describe('formatChangeLogDate', () => {
  it('writes the date in Brazilian Portuguese', () => {
    expect(formatChangeLogDate(published, 'pt-BR')).toBe('20 de novembro de 2026');
  });

  it('writes the date in American English', () => {
    expect(formatChangeLogDate(published, 'en-US')).toBe('November 20, 2026');
  });

  it('writes the date in Spanish', () => {
    expect(formatChangeLogDate(published, 'es')).toBe('20 de noviembre de 2026');
  });
});
