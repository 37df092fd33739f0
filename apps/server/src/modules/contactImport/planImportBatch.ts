import type { ContactImportKeyBehaviour } from '@prosa/contracts';
import { newId } from '../../app/newId.ts';
import type { ContactKeyIndex } from './ContactKeyIndex.ts';

export interface ImportBatchPlan {
  // New contacts: their id and values.
  created: Map<string, Map<string, string>>;
  // Existing contacts the rows matched: the imported values, judged against the stored ones later.
  matched: Map<string, Map<string, string>>;
}

// Merges a later row's values into what an earlier row of the file brought for the same contact.
function merge(into: Map<string, string>, values: Map<string, string>, behaviour: ContactImportKeyBehaviour) {
  for (const [fieldId, value] of values)
    if (behaviour === 'replace' || !into.has(fieldId)) into.set(fieldId, value);
}

// Which valid rows create a contact and which reach an existing one (by a key field). The index
// learns the new contacts at once, so a repeated row of the same batch or a later one merges
// instead of creating a twin.
export function planImportBatch(
  rows: Map<string, string>[],
  index: ContactKeyIndex,
  behaviour: ContactImportKeyBehaviour,
): ImportBatchPlan {
  const created = new Map<string, Map<string, string>>();
  const matched = new Map<string, Map<string, string>>();
  for (const values of rows) {
    const id = index.find(values);
    const pending = id ? (created.get(id) ?? matched.get(id)) : undefined;
    const contactId = id ?? newId();
    if (pending) merge(pending, values, behaviour);
    else if (id) matched.set(contactId, new Map(values));
    else created.set(contactId, new Map(values));
    // Keys the row adds (a CPF next to a known e-mail) find the same contact from now on.
    index.add(contactId, values);
  }
  return { created, matched };
}
