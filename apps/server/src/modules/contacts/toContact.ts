import type { Contact, ContactType } from '@prosa/contracts';
import { type ContactRow, fieldValueOf } from './contactRepository.ts';
import type { CrmLayout } from './readCrmLayout.ts';

// What the caller may see of a contact: values of the fields it may view, the others only named.
export function toContact(row: ContactRow, layout: CrmLayout, tagIds: string[]): Contact {
  const values: Record<string, string> = {};
  const hiddenFieldIds: string[] = [];
  for (const fieldId of layout.fields.keys()) {
    if (!layout.viewable.has(fieldId)) {
      hiddenFieldIds.push(fieldId);
      continue;
    }
    const value = fieldValueOf(row, fieldId, layout.mirrored);
    if (value !== '') values[fieldId] = value;
  }
  return {
    id: row.id,
    type: row.kind as ContactType,
    name: row.name,
    values,
    hiddenFieldIds,
    tagIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
