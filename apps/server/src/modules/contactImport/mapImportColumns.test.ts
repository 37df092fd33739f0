import { describe, expect, it } from 'vitest';
import type { CatalogueError } from '../../app/CatalogueError.ts';
import { importLayout } from './importLayout.fixture.ts';
import { mapImportColumns } from './mapImportColumns.ts';

const mapped = (header: string[], layout = importLayout()) =>
  mapImportColumns(header, layout).map((column) => [column.index, column.placed.field.id]);

describe('mapImportColumns', () => {
  it('matches columns by field name or token, ignoring case, accents, spaces and punctuation', () => {
    expect(mapped(['NOME', 'e mail', 'whatsapp', 'data_de_nascimento', 'birth date', 'plano'])).toEqual([
      [0, 'f-name'],
      [1, 'f-email'],
      [2, 'f-whatsapp'],
      [3, 'f-birth'],
      [5, 'f-plan'],
    ]);
  });

  it('leaves out unknown columns, repeated fields and fields the author may not edit', () => {
    expect(mapped(['Apelido', 'name', 'Nome', 'Segredo'], importLayout({ readOnly: ['f-secret'] }))).toEqual([
      [1, 'f-name'],
    ]);
  });

  it('refuses a file without a name column', () => {
    expect(() => mapImportColumns(['E-mail', 'CPF'], importLayout())).toThrow(
      expect.objectContaining({ code: 'contactImport.nameColumnMissing' }) as CatalogueError,
    );
  });
});
