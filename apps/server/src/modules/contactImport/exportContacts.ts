import { PassThrough, Readable } from 'node:stream';
import { type ContactExportFormat, type ContactType, contactExportFormats } from '@prosa/contracts';
import { and, type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { csvLine } from '../../app/csvCell.ts';
import { contacts } from '../../db/schema/index.ts';
import {
  type ContactRow,
  type CrmLayout,
  contactColumns,
  contactListWhere,
  fieldValueOf,
  parseContactListQuery,
  readCrmLayout,
  sortKeySql,
} from '../contacts/index.ts';

// Rows read per query while streaming: the file never sits whole in memory.
const pageSize = 1000;

// The fields the caller may view, in the CRM's order: a field it may not view is no column at all.
const exportedFields = (layout: CrmLayout) =>
  layout.sections.flatMap((section) => section.fields).filter((field) => layout.viewable.has(field.id));

interface ListOrder {
  where: SQL | undefined;
  sortKey: SQL<string>;
  isAscending: boolean;
}

interface Cursor {
  key: string;
  id: string;
}

const afterCursor = (cursor: Cursor, sortKey: SQL<string>, isAscending: boolean) =>
  isAscending
    ? sql`(${sortKey}, ${contacts.id}) > (${cursor.key}::text, ${cursor.id}::text)`
    : sql`(${sortKey}, ${contacts.id}) < (${cursor.key}::text, ${cursor.id}::text)`;

// The filtered list's rows in its order, page by page (keyset on the sort key and id, as the list).
async function* contactRows(ctx: RequestContext, { where, sortKey, isAscending }: ListOrder) {
  const direction = isAscending ? sql`asc` : sql`desc`;
  let cursor: Cursor | null = null;
  for (;;) {
    const page = await ctx.db
      .select({ ...contactColumns, sortKey })
      .from(contacts)
      .where(and(where, cursor ? afterCursor(cursor, sortKey, isAscending) : undefined))
      .orderBy(sql`${sortKey} ${direction}`, sql`${contacts.id} ${direction}`)
      .limit(pageSize);
    for (const row of page) yield row as ContactRow;
    const last = page.at(-1);
    if (page.length < pageSize || !last) return;
    cursor = { key: String(last.sortKey ?? ''), id: last.id };
  }
}

const fileName = (type: ContactType, format: ContactExportFormat) =>
  `${type === 'person' ? 'people' : 'companies'}-${new Date().toISOString().slice(0, 10)}.${format}`;

// GET /api/contacts/export: the list as filtered, searched and sorted on screen, with the query of
// GET /api/contacts plus `format`. Bad parameters are refused before the first byte goes out.
export async function exportContacts(ctx: RequestContext, raw: Record<string, unknown>, reply: FastifyReply) {
  const format = raw.format ?? 'csv';
  if (typeof format !== 'string' || !(contactExportFormats as readonly string[]).includes(format))
    throw new CatalogueError('contactImport.exportFormatInvalid');
  const query = parseContactListQuery({ ...raw, after: undefined });
  const layout = await readCrmLayout(ctx, query.type);
  const rows = contactRows(ctx, {
    where: contactListWhere(ctx, query, layout),
    sortKey: sortKeySql(query.sort, layout),
    isAscending: query.order === 'asc',
  });
  const fields = exportedFields(layout);
  const valuesOf = (row: ContactRow) => fields.map((field) => fieldValueOf(row, field.id, layout.mirrored));
  reply.header(
    'content-disposition',
    `attachment; filename="${fileName(query.type, format as ContactExportFormat)}"`,
  );
  if (format === 'csv') {
    reply.type('text/csv; charset=utf-8');
    // The BOM makes Excel read the file as UTF-8.
    async function* lines() {
      yield `\ufeff${csvLine(fields.map((field) => field.name))}`;
      for await (const row of rows) yield csvLine(valuesOf(row));
    }
    return reply.send(Readable.from(lines()));
  }
  reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const stream = new PassThrough();
  // Cells are written as text, never formulas, so an "=..." value stays a value.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(query.type === 'person' ? 'People' : 'Companies');
  void (async () => {
    try {
      sheet.addRow(fields.map((field) => field.name)).commit();
      for await (const row of rows) sheet.addRow(valuesOf(row)).commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return reply.send(stream);
}
