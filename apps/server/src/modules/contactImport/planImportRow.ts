import type { ContactImportRowError } from '@prosa/contracts';
import { checkContactField, parsePhone } from '@prosa/domain';
import { withoutFormulaGuard } from '../../app/csvCell.ts';
import type { CrmLayout } from '../contacts/index.ts';
import type { MappedColumn } from './mapImportColumns.ts';

export type PlannedRow =
  | { ok: true; values: Map<string, string> }
  | { ok: false; errors: ContactImportRowError[] };

// Spreadsheets hold phones as typed in Brazil ("(11) 91234-5678"); the form composes them with the
// chosen country, Brazil by default, so a number without "+" is read as Brazilian — as a chatbot
// reads an answered phone (parsePhone). One it cannot read goes to the check as it is, to be refused.
const withCountry = (text: string) => parsePhone(text) ?? text;

// One data row checked with the rules of the contact form and API: each value by its field's type
// (normalized as stored), then the required fields the author may edit. A row with any error is
// reported whole and written not at all.
export function planImportRow(
  line: number,
  cells: string[],
  columns: MappedColumn[],
  layout: Pick<CrmLayout, 'fields' | 'editable'>,
  today: string,
): PlannedRow {
  const values = new Map<string, string>();
  const errors: ContactImportRowError[] = [];
  const invalid = new Set<string>();
  for (const { index, title, placed } of columns) {
    const raw = withoutFormulaGuard((cells[index] ?? '').trim());
    if (raw === '') continue;
    const text = placed.field.type === 'phone' ? withCountry(raw) : raw;
    // A file holding a NUL never gets here: readImportTable refuses it at upload.
    const checked = checkContactField(placed.field, text, today);
    if (!checked.ok) {
      invalid.add(placed.field.id);
      errors.push({ row: line, column: title, section: placed.section.name, code: checked.code });
    } else if (checked.value !== '') values.set(placed.field.id, checked.value);
  }
  for (const [fieldId, { field, section }] of layout.fields) {
    if (!field.required || !layout.editable.has(fieldId) || values.has(fieldId) || invalid.has(fieldId))
      continue;
    const column = columns.find((c) => c.placed.field.id === fieldId)?.title ?? field.name;
    errors.push({ row: line, column, section: section.name, code: 'contacts.requiredMissing' });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}
