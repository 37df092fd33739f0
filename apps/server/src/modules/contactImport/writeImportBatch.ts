import type { ContactImportKeyBehaviour, ContactImportRowError, ContactType } from '@prosa/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { contactImports, contacts } from '../../db/schema/index.ts';
import type { CrmLayout } from '../contacts/index.ts';
import { type ContactRow, contactColumns, fieldValueOf } from '../contacts/index.ts';
import type { ImportBatchPlan } from './planImportBatch.ts';

export interface ImportTarget {
  importId: string;
  accountId: string;
  type: ContactType;
  authorId: string | null;
  keyBehaviour: ContactImportKeyBehaviour;
  // The imported list's tag, given to every contact a row reached.
  tagId: string | null;
  layout: Pick<CrmLayout, 'fields' | 'mirrored'>;
}

export interface ImportProgress {
  processedRows: number;
  importedCount: number;
  createdCount: number;
  updatedCount: number;
  errorCount: number;
  errors: ContactImportRowError[];
}

interface ContactColumns {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  fields: Record<string, string>;
}

// The row's columns from its values, the name, e-mail and phone the live chat reads kept in step.
function columnsOf(
  id: string,
  fields: Record<string, string>,
  mirrored: CrmLayout['mirrored'],
): ContactColumns {
  const value = (fieldId: string | undefined) => (fieldId ? fields[fieldId] : undefined);
  return {
    id,
    name: value(mirrored.name) ?? '',
    email: value(mirrored.email) ?? null,
    phone: value(mirrored.phone) ?? null,
    fields,
  };
}

interface FieldChange {
  contactId: string;
  fieldId: string;
  old: string;
  new: string;
}

// An existing contact with the imported values applied: "keep" fills only its empty fields,
// "replace" overwrites. An empty cell never clears a value.
function applyImported(
  row: ContactRow,
  imported: Map<string, string>,
  target: ImportTarget,
): { columns: ContactColumns; changes: FieldChange[] } {
  const fields = { ...row.fields };
  const changes: FieldChange[] = [];
  for (const [fieldId, value] of imported) {
    const old = fieldValueOf(row, fieldId, target.layout.mirrored);
    if (value === old || (target.keyBehaviour === 'keep' && old !== '')) continue;
    fields[fieldId] = value;
    changes.push({ contactId: row.id, fieldId, old, new: value });
  }
  const columns = columnsOf(row.id, fields, target.layout.mirrored);
  // A mirrored column the import did not touch keeps what the row held (a live chat contact's
  // e-mail lives only on its column).
  const kept = (fieldId: string | undefined) => !fieldId || !changes.some((c) => c.fieldId === fieldId);
  if (kept(target.layout.mirrored.name)) columns.name = row.name;
  if (kept(target.layout.mirrored.email)) columns.email = row.email;
  if (kept(target.layout.mirrored.phone)) columns.phone = row.phone;
  return { columns, changes };
}

const recordset = sql`(id text, name text, email text, phone text, fields jsonb)`;

// One batch in one transaction: the new contacts in one statement, the matched ones updated in
// another, their field changes on the timeline, the list's tag, and the import's progress. A crash
// leaves either all of the batch or none, and the job resumes after the last batch recorded.
export async function writeImportBatch(
  db: Db,
  target: ImportTarget,
  plan: ImportBatchPlan,
  progress: ImportProgress,
) {
  await db.transaction(async (tx) => {
    const created = [...plan.created].map(([id, values]) =>
      columnsOf(id, Object.fromEntries(values), target.layout.mirrored),
    );
    if (created.length > 0)
      await tx.execute(sql`
        insert into ${contacts} (id, account_id, kind, name, email, phone, fields)
        select v.id, ${target.accountId}::text, ${target.type}::text, v.name, v.email, v.phone, v.fields
        from jsonb_to_recordset(${JSON.stringify(created)}::jsonb) as v${recordset}`);
    const matchedIds = [...plan.matched.keys()];
    const stored =
      matchedIds.length > 0
        ? ((await tx
            .select(contactColumns)
            .from(contacts)
            .where(and(eq(contacts.accountId, target.accountId), inArray(contacts.id, matchedIds)))
            .for('update')) as ContactRow[])
        : [];
    const updated: ContactColumns[] = [];
    const changes: FieldChange[] = [];
    for (const row of stored) {
      const applied = applyImported(row, plan.matched.get(row.id) ?? new Map(), target);
      if (applied.changes.length === 0) continue;
      updated.push(applied.columns);
      changes.push(...applied.changes);
    }
    if (updated.length > 0)
      await tx.execute(sql`
        update ${contacts} as c
        set name = v.name, email = v.email, phone = v.phone, fields = v.fields, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(updated)}::jsonb) as v${recordset}
        where c.id = v.id and c.account_id = ${target.accountId}`);
    // Field changes of existing contacts go on their timeline like an edit's; new contacts get
    // none (one event per imported value would multiply the import's writes).
    if (changes.length > 0) {
      const events = changes.map((change) => ({
        id: newId(),
        contact_id: change.contactId,
        data: {
          fieldId: change.fieldId,
          field: target.layout.fields.get(change.fieldId)?.field.name ?? '',
          old: change.old,
          new: change.new,
          importId: target.importId,
        },
      }));
      await tx.execute(sql`
        insert into contact_events (id, account_id, contact_id, kind, author_id, data)
        select v.id, ${target.accountId}::text, v.contact_id, 'fieldChanged', ${target.authorId}::text, v.data
        from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as v(id text, contact_id text, data jsonb)`);
    }
    const reached = [...plan.created.keys(), ...stored.map((row) => row.id)];
    if (target.tagId && reached.length > 0)
      await tx.execute(sql`
        insert into contact_tags (contact_id, tag_id)
        select value, ${target.tagId}::text from jsonb_array_elements_text(${JSON.stringify(reached)}::jsonb)
        on conflict do nothing`);
    progress.createdCount += created.length;
    progress.updatedCount += stored.length;
    await tx
      .update(contactImports)
      .set({
        processedRows: progress.processedRows,
        importedCount: progress.importedCount,
        createdCount: progress.createdCount,
        updatedCount: progress.updatedCount,
        errorCount: progress.errorCount,
        errors: progress.errors,
      })
      .where(eq(contactImports.id, target.importId));
  });
}
