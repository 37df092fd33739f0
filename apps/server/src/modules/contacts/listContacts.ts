import {
  type ContactListPage,
  type ContactType,
  contactListQuery,
  crmLimits,
  isErrorCode,
} from '@prosa/contracts';
import { activeFilters } from '@prosa/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { hasUnstorableText } from '../../app/hasUnstorableText.ts';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../app/keysetCursor.ts';
import { foldForSearch } from '../../db/foldForSearch.ts';
import { contacts, contactTags } from '../../db/schema/index.ts';
import { contactFilterSql } from './contactFilterSql.ts';
import {
  type ContactRow,
  contactColumns,
  fieldValueOf,
  fieldValueSql,
  findTagIds,
} from './contactRepository.ts';
import { type CrmLayout, readCrmLayout } from './readCrmLayout.ts';

// The query string as it arrives: `filters` is a JSON array in one parameter, so the contract's
// schema runs after it is parsed; anything malformed is the caller's 400, never a 500.
export function parseContactListQuery(raw: Record<string, unknown>) {
  let filters: unknown = [];
  if (raw.filters !== undefined && raw.filters !== '') {
    if (typeof raw.filters !== 'string') throw new CatalogueError('contacts.filterInvalid');
    try {
      filters = JSON.parse(raw.filters);
    } catch {
      throw new CatalogueError('contacts.filterInvalid');
    }
  }
  const parsed = contactListQuery.safeParse({ ...raw, filters });
  if (!parsed.success) {
    const coded = parsed.error.issues.find((issue) => isErrorCode(issue.message));
    const isFilterIssue = parsed.error.issues.some((issue) => issue.path[0] === 'filters');
    throw new CatalogueError(
      coded && isErrorCode(coded.message)
        ? coded.message
        : isFilterIssue
          ? 'contacts.filterInvalid'
          : 'generic.invalidInput',
    );
  }
  // The query's NULs are refused before any route runs (app/refuseUnstorableText.ts); the filters
  // are JSON inside one parameter, where a NUL can still arrive escaped.
  if (hasUnstorableText(parsed.data.filters)) throw new CatalogueError('generic.controlCharacter');
  return parsed.data;
}

function matching(search: string) {
  const needle = foldForSearch(search);
  if (!needle) return undefined;
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // search_name and search_email hold foldedSql of the name and e-mail (schema), trigram-indexed.
  return sql`(${contacts.searchName} like ${pattern} or ${contacts.searchEmail} like ${pattern} or coalesce(${contacts.phone}, '') like ${pattern})`;
}

// The sort key as text, the same expression for the order and the cursor comparison.
export function sortKeySql(sort: string, layout: CrmLayout): SQL<string> {
  if (sort === 'name') return sql<string>`${contacts.name}`;
  if (sort === 'createdAt')
    return sql<string>`to_char(${contacts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
  if (layout.viewable.has(sort)) return fieldValueSql(sort, layout.mirrored);
  throw new CatalogueError('contacts.sortInvalid');
}

// The list's rows (account, type, search, tag, dynamic filters); the export reads the same ones.
export function contactListWhere(
  ctx: Pick<RequestContext, 'accountId'>,
  query: ReturnType<typeof parseContactListQuery>,
  layout: CrmLayout,
) {
  const conditions: (SQL | undefined)[] = [
    eq(contacts.accountId, ctx.accountId),
    eq(contacts.kind, query.type),
    matching(query.q),
    query.tagId
      ? sql`exists (select 1 from ${contactTags} where ${contactTags.contactId} = ${contacts.id} and ${contactTags.tagId} = ${query.tagId})`
      : undefined,
    ...contactFilterSql(layout, query.filters),
  ];
  return and(...conditions);
}

// Below one match in this many contacts of the type, reading the matches in name order through
// the index costs more than one scan and a sort (measured on 100,000, docs/performance.md).
const sparseMatchRatio = 200;

export async function listContacts(
  ctx: RequestContext,
  raw: Record<string, unknown>,
): Promise<ContactListPage> {
  const query = parseContactListQuery(raw);
  const type: ContactType = query.type;
  const layout = await readCrmLayout(ctx, type);
  const sortKey = sortKeySql(query.sort, layout);
  const cursor = query.after ? decodeKeysetCursor(query.after, 'contacts.cursorInvalid') : null;
  const where = contactListWhere(ctx, query, layout);
  const isAscending = query.order === 'asc';
  const after = cursor
    ? isAscending
      ? sql`(${sortKey}, ${contacts.id}) > (${cursor.key}::text, ${cursor.id}::text)`
      : sql`(${sortKey}, ${contacts.id}) < (${cursor.key}::text, ${cursor.id}::text)`
    : undefined;
  const direction = isAscending ? sql`asc` : sql`desc`;
  const pageRows = (orderKey: SQL) =>
    ctx.db
      .select({ ...contactColumns, sortKey })
      .from(contacts)
      .where(and(where, after))
      .orderBy(sql`${orderKey} ${direction}`, sql`${contacts.id} ${direction}`)
      .limit(crmLimits.pageSize + 1);
  let rows: Awaited<ReturnType<typeof pageRows>> = [];
  let total = 0;
  if (activeFilters(query.filters).length === 0) {
    const [found, [counted]] = await Promise.all([
      pageRows(sortKey),
      ctx.db.select({ total: sql<number>`count(*)::int` }).from(contacts).where(where),
    ]);
    rows = found;
    total = Number(counted?.total ?? 0);
  } else {
    // PostgreSQL cannot estimate the dynamic filters on `fields` (it assumes half the rows match)
    // and walks the name index until a page is found; when few rows match, that walk visits every
    // contact in name order (0.3–0.9 s on 100,000, docs/performance.md). So the count comes
    // first, with the type's size from the same scan: none matching needs no page, and a sparse
    // match is sorted after one scan (`|| ''` keeps the order and hides the index).
    const [counted] = await ctx.db
      .select({
        total: sql<number>`(count(*) filter (where ${where}))::int`,
        everyone: sql<number>`count(*)::int`,
      })
      .from(contacts)
      .where(and(eq(contacts.accountId, ctx.accountId), eq(contacts.kind, type)));
    total = Number(counted?.total ?? 0);
    const isSparse = total * sparseMatchRatio < Number(counted?.everyone ?? 0);
    if (total > 0)
      rows = await pageRows(isSparse && query.sort === 'name' ? sql`(${sortKey} || '')` : sortKey);
  }
  const page = rows.slice(0, crmLimits.pageSize);
  const last = page.at(-1);
  const tagIds = await findTagIds(
    ctx.db,
    page.map((row) => row.id),
  );
  const columns = listingColumns(layout);
  return {
    columns,
    items: page.map((row) => ({
      id: row.id,
      name: row.name,
      values: Object.fromEntries(
        columns
          .map((column) => [column.fieldId, fieldValueOf(row as ContactRow, column.fieldId, layout.mirrored)])
          .filter(([, value]) => value !== ''),
      ),
      tagIds: tagIds.get(row.id) ?? [],
      createdAt: row.createdAt.toISOString(),
    })),
    next:
      rows.length > crmLimits.pageSize && last
        ? encodeKeysetCursor(String(last.sortKey ?? ''), last.id)
        : null,
    total,
  };
}

// The listing sections' viewable fields, less the name: the list shows it first, as the link.
function listingColumns(layout: CrmLayout): ContactListPage['columns'] {
  return layout.sections
    .filter((section) => section.useInListing)
    .flatMap((section) => section.fields)
    .filter((field) => field.id !== layout.mirrored.name && layout.viewable.has(field.id))
    .map((field) => ({ fieldId: field.id, name: field.name, type: field.type }));
}
