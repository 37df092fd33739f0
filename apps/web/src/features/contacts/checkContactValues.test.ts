import { describe, expect, it } from 'vitest';
import { checkContactValues } from './checkContactValues.ts';

const sections = [
  {
    title: 'Dados cadastrais',
    fields: [
      {
        id: 'name',
        name: 'Nome',
        type: 'name' as const,
        options: [],
        required: true,
        currency: null,
        token: 'name',
      },
      {
        id: 'cpf',
        name: 'CPF',
        type: 'cpf' as const,
        options: [],
        required: false,
        currency: null,
        token: 'cpf',
      },
    ],
  },
];

describe('checkContactValues', () => {
  it('names the section of an invalid CPF and of a missing required field', () => {
    const problems = checkContactValues(
      sections,
      { name: '', cpf: '123.456.789-00' },
      () => true,
      '2026-11-24',
    );
    expect(problems).toEqual([
      {
        code: 'contacts.requiredMissing',
        fieldId: 'name',
        params: { section: 'Dados cadastrais', field: 'Nome' },
      },
      { code: 'contacts.cpfInvalid', fieldId: 'cpf', params: { section: 'Dados cadastrais', field: 'CPF' } },
    ]);
  });

  it('accepts a valid CPF and skips the fields the user may not edit', () => {
    expect(
      checkContactValues(sections, { name: 'Ana', cpf: '529.982.247-25' }, () => true, '2026-11-24'),
    ).toEqual([]);
    expect(checkContactValues(sections, { name: '' }, (id) => id !== 'name', '2026-11-24')).toEqual([]);
  });
});
