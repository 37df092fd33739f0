import type { ContactType } from '@prosa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { contacts } from '../../db/schema/index.ts';
import type { CrmLayout } from '../contacts/index.ts';

// The account's contacts by their key fields ("key for grouping interactions": e-mail, phone, CPF,
// CNPJ and any custom field so marked), loaded once per import so each row finds the contact it
// matches without a query; contacts the import creates are added as it goes, so a repeated row
// lands on the contact its first occurrence created. Values compare without case.
export class ContactKeyIndex {
  private readonly ids = new Map<string, string>();

  constructor(readonly keyFieldIds: string[]) {}

  private static key = (fieldId: string, value: string) => `${fieldId}\n${value.toLowerCase()}`;

  static keyFieldsOf(layout: Pick<CrmLayout, 'fields'>) {
    return [...layout.fields.values()].filter(({ field }) => field.groupingKey).map(({ field }) => field.id);
  }

  static async load(
    db: Db,
    accountId: string,
    type: ContactType,
    layout: Pick<CrmLayout, 'fields' | 'mirrored'>,
  ) {
    const index = new ContactKeyIndex(ContactKeyIndex.keyFieldsOf(layout));
    const stored = index.keyFieldIds.filter(
      (id) => id !== layout.mirrored.email && id !== layout.mirrored.phone,
    );
    // Only the key values leave the database, not every contact's whole set of fields.
    const keys =
      stored.length > 0
        ? sql<Record<string, string | null>>`jsonb_build_object(${sql.join(
            stored.map((id) => sql`${id}::text, ${contacts.fields} ->> ${id}::text`),
            sql`, `,
          )})`
        : sql<Record<string, string | null>>`'{}'::jsonb`;
    const rows = await db
      .select({ id: contacts.id, email: contacts.email, phone: contacts.phone, keys })
      .from(contacts)
      .where(and(eq(contacts.accountId, accountId), eq(contacts.kind, type)));
    for (const row of rows) {
      const values = new Map<string, string>(
        Object.entries(row.keys ?? {}).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      if (layout.mirrored.email && row.email) values.set(layout.mirrored.email, row.email);
      if (layout.mirrored.phone && row.phone) values.set(layout.mirrored.phone, row.phone);
      index.add(row.id, values);
    }
    return index;
  }

  // The contact matched by the first key field (in the CRM's order) the values fill.
  find(values: Map<string, string>): string | undefined {
    for (const fieldId of this.keyFieldIds) {
      const value = values.get(fieldId);
      const id = value ? this.ids.get(ContactKeyIndex.key(fieldId, value)) : undefined;
      if (id) return id;
    }
    return undefined;
  }

  // A key already taken keeps its first contact.
  add(contactId: string, values: Map<string, string>) {
    for (const fieldId of this.keyFieldIds) {
      const value = values.get(fieldId);
      if (!value) continue;
      const key = ContactKeyIndex.key(fieldId, value);
      if (!this.ids.has(key)) this.ids.set(key, contactId);
    }
  }
}
