import { describe, expect, it } from 'vitest';
import { importLayout } from './importLayout.fixture.ts';
import { mapImportColumns } from './mapImportColumns.ts';
import { planImportRow } from './planImportRow.ts';

const layout = importLayout();
const header = ['Nome', 'E-mail', 'WhatsApp', 'CPF', 'Data de nascimento', 'Plano'];
const columns = mapImportColumns(header, layout);
const plan = (cells: string[]) => planImportRow(7, cells, columns, layout, '2026-11-24');

describe('planImportRow', () => {
  it('answers the values normalized as the form stores them, keyed by field id', () => {
    const planned = plan([
      '  Ana   Lima ',
      'ana@exemplo.com.br',
      '(11) 91234-5678',
      '529.982.247-25',
      '1990-05-01',
      'Ouro',
    ]);
    expect(planned).toEqual({
      ok: true,
      values: new Map([
        ['f-name', 'Ana Lima'],
        ['f-email', 'ana@exemplo.com.br'],
        ['f-whatsapp', '+5511912345678'],
        ['f-cpf', '52998224725'],
        ['f-birth', '1990-05-01'],
        ['f-plan', 'Ouro'],
      ]),
    });
  });

  it('skips empty cells and takes back the apostrophe an export put before a formula-like value', () => {
    expect(plan(['Bia', '', "'+55 21 99876-5432", '', '', ''])).toEqual({
      ok: true,
      values: new Map([
        ['f-name', 'Bia'],
        ['f-whatsapp', '+5521998765432'],
      ]),
    });
  });

  it('reports every bad value with the row, column, section and catalogue key', () => {
    expect(plan(['Caio', 'não é e-mail', '+55 11 123', '111.111.111-11', '2999-01-01', 'Bronze'])).toEqual({
      ok: false,
      errors: [
        { row: 7, column: 'E-mail', section: 'Dados cadastrais', code: 'contacts.emailInvalid' },
        { row: 7, column: 'WhatsApp', section: 'Dados cadastrais', code: 'contacts.phoneInvalid' },
        { row: 7, column: 'CPF', section: 'Dados cadastrais', code: 'contacts.cpfInvalid' },
        {
          row: 7,
          column: 'Data de nascimento',
          section: 'Dados cadastrais',
          code: 'contacts.birthDateInvalid',
        },
        { row: 7, column: 'Plano', section: 'Dados cadastrais', code: 'contacts.optionInvalid' },
      ],
    });
  });

  it('reports a missing required value once', () => {
    expect(plan(['', 'dora@exemplo.com'])).toEqual({
      ok: false,
      errors: [{ row: 7, column: 'Nome', section: 'Dados cadastrais', code: 'contacts.requiredMissing' }],
    });
  });
});
