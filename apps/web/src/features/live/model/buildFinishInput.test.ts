import { describe, expect, it } from 'vitest';
import { buildFinishInput, type FinishForm } from './buildFinishInput.ts';

const off = { isActive: false, mandatory: false };
const form: FinishForm = { tagIds: [], value: '', currency: 'BRL', archive: false };

describe('buildFinishInput', () => {
  it('finishes with nothing asked when the account asks for nothing', () => {
    expect(
      buildFinishInput({ ...form, archive: true }, { tags: off, monetaryValue: { ...off, currency: 'BRL' } }),
    ).toEqual({
      missing: null,
      input: { archive: true, tagIds: [], valueCents: null, currency: null },
    });
  });

  it('asks for a tag when tags are mandatory', () => {
    const option = {
      tags: { isActive: true, mandatory: true },
      monetaryValue: { ...off, currency: 'BRL' as const },
    };
    expect(buildFinishInput(form, option).missing).toBe('errors:live.finishTagRequired');
    expect(buildFinishInput({ ...form, tagIds: ['t1'] }, option).input?.tagIds).toEqual(['t1']);
  });

  it('asks for the value when it is mandatory, and reads it in cents with a comma or a dot', () => {
    const option = {
      tags: off,
      monetaryValue: { isActive: true, mandatory: true, currency: 'BRL' as const },
    };
    expect(buildFinishInput(form, option).missing).toBe('errors:live.finishValueRequired');
    expect(buildFinishInput({ ...form, value: 'abc' }, option).missing).toBe('finish.valueInvalid');
    expect(buildFinishInput({ ...form, value: '12,50', currency: 'USD' }, option).input).toMatchObject({
      valueCents: 1250,
      currency: 'USD',
    });
    expect(buildFinishInput({ ...form, value: '0.1' }, option).input?.valueCents).toBe(10);
  });
});
