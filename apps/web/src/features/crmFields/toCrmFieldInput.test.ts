import { describe, expect, it } from 'vitest';
import { toCrmFieldInput, toFieldFormValues } from './toCrmFieldInput.ts';

describe('toCrmFieldInput', () => {
  it('turns the options text into one option a line, without blank lines', () => {
    const values = { ...toFieldFormValues(null), type: 'list' as const, optionsText: ' Ouro \n\nPrata\n' };
    expect(toCrmFieldInput('s1', values).options).toEqual(['Ouro', 'Prata']);
  });

  it('sends options only for a list and a currency only for a currency field', () => {
    const values = { ...toFieldFormValues(null), optionsText: 'A', currency: 'USD' as const };
    expect(toCrmFieldInput('s1', values)).toMatchObject({ sectionId: 's1', options: [], currency: null });
    expect(toCrmFieldInput('s1', { ...values, type: 'currency' }).currency).toBe('USD');
  });
});
