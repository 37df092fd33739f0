import { CatalogueError } from '../../app/CatalogueError.ts';
import { foldForSearch } from '../../db/foldForSearch.ts';
import type { CrmLayout, PlacedField } from '../contacts/index.ts';

export interface MappedColumn {
  // The cell's position in each row.
  index: number;
  title: string;
  placed: PlacedField;
}

// "E-mail", "email" and "E mail" are one title; "Data de nascimento" and "data_de_nascimento" too.
export const titleKey = (title: string) => foldForSearch(title).replace(/[^a-z0-9]/g, '');

// Which field each header cell fills: by the field's name or its token, among the fields the author
// may edit. Unknown columns are left out; a second column for the same field too. The name column
// is what every contact needs, so a file without one is refused before anything is written.
export function mapImportColumns(
  header: string[],
  layout: Pick<CrmLayout, 'fields' | 'editable' | 'mirrored'>,
) {
  const byTitle = new Map<string, PlacedField>();
  const editable = [...layout.fields].filter(([fieldId]) => layout.editable.has(fieldId));
  // Tokens first, names after: a field's own name wins over another field's token.
  for (const [, placed] of editable) byTitle.set(titleKey(placed.field.token), placed);
  for (const [, placed] of editable)
    if (titleKey(placed.field.name)) byTitle.set(titleKey(placed.field.name), placed);
  const columns: MappedColumn[] = [];
  const taken = new Set<string>();
  header.forEach((title, index) => {
    const placed = byTitle.get(titleKey(title));
    if (!placed || taken.has(placed.field.id)) return;
    taken.add(placed.field.id);
    columns.push({ index, title: title.trim(), placed });
  });
  if (!layout.mirrored.name || !taken.has(layout.mirrored.name))
    throw new CatalogueError('contactImport.nameColumnMissing');
  return columns;
}
