import { crmFieldInput, crmSectionInput } from '@prosa/contracts';
import { eq } from 'drizzle-orm';
import { tags } from '../../apps/server/src/db/schema/index.ts';
import { findSections } from '../../apps/server/src/modules/contacts/crmRepository.ts';
import { createField } from '../../apps/server/src/modules/contacts/saveField.ts';
import { createSection } from '../../apps/server/src/modules/contacts/saveSection.ts';
import { openDemoStore } from '../openDemoStore.ts';
import { benchContactRow, type FieldsByToken, seededDraw } from './benchContactRows.ts';
import { benchFields } from './benchFields.ts';
import type { Store } from './parseOptions.ts';

// Rows per INSERT … SELECT FROM jsonb_to_recordset: one statement, one round trip per batch.
const batchSize = 2000;

// A fresh database seeded like a first start; the administrator of "Prosa Demo" adds a section
// with the ten bench fields through the same use cases as POST /api/crm/sections and …/fields;
// then `count` people are inserted in batches (values normalized by the server's field rule, see
// benchContactRow), an eighth of them tagged, and the tables vacuumed and analyzed as autovacuum
// would after a bulk load.
export async function prepareContactsDatabase(
  store: Store,
  postgresUrl: string,
  count: number,
  print: (line: string) => void,
) {
  const { database, databaseUrl, account, ctx, drop } = await openDemoStore(
    store,
    postgresUrl,
    'prosa-bench-contacts',
  );
  try {
    const { db } = database;
    const section = await createSection(
      ctx,
      crmSectionInput.parse({ name: 'Bench', type: 'person', useInListing: true }),
    );
    for (const field of benchFields)
      await createField(ctx, crmFieldInput.parse({ ...field, sectionId: section.id }));
    const fields = Object.fromEntries(
      (await findSections(db, account.id, 'person')).flatMap((s) => s.fields.map((f) => [f.token, f])),
    ) as FieldsByToken;

    const started = performance.now();
    const draw = seededDraw(0x5eed);
    for (let from = 0; from < count; from += batchSize) {
      const rows = Array.from({ length: Math.min(batchSize, count - from) }, (_, i) =>
        benchContactRow(from + i, fields, draw, '2026-11-24'),
      );
      await database.query(
        `insert into contacts (id, account_id, kind, name, email, phone, fields, created_at, updated_at)
         select r.id, $1, 'person', r.name, r.email, r.phone, r.fields, r.created_at, r.created_at
         from jsonb_to_recordset($2::jsonb)
           as r(id text, name text, email text, phone text, fields jsonb, created_at timestamptz)`,
        [
          account.id,
          JSON.stringify(rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt }))),
        ],
      );
    }
    const [tag] = await db.select({ id: tags.id }).from(tags).where(eq(tags.accountId, account.id)).limit(1);
    if (tag)
      await database.query(
        `insert into contact_tags (contact_id, tag_id)
         select id, $2 from contacts where account_id = $1 and right(id, 1) in ('0', '1') on conflict do nothing`,
        [account.id, tag.id],
      );
    // What autovacuum does after a bulk insert: statistics, and the visibility map index-only
    // counts rely on.
    await database.query('vacuum analyze contacts');
    await database.query('vacuum analyze contact_tags');
    const seedSeconds = (performance.now() - started) / 1000;
    print(`${store}: ${count} people seeded in ${seedSeconds.toFixed(1)} s`);
    return {
      database,
      databaseUrl,
      ctx,
      fields,
      tagId: tag?.id ?? null,
      seedSeconds,
      drop,
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
