import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { finished } from 'node:stream/promises';
import {
  type ConversationExport,
  type ConversationExportFormat,
  conversationExportInput,
  isErrorCode,
} from '@prosa/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { RequestContext } from '../../app/authentication.ts';
import { backgroundTask } from '../../app/backgroundTask.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { csvLine } from '../../app/csvCell.ts';
import { newId } from '../../app/newId.ts';
import type { AppServices } from '../../app/services.ts';
import {
  bots,
  contacts,
  conversationExports,
  conversations,
  conversationTags,
  departments,
  tags,
} from '../../db/schema/index.ts';
import { loadViewer } from '../live/index.ts';
import { conversationListWhere, parseConversationQuery, sortOf } from './conversationListWhere.ts';
import { afterCursor, isFinishedStatus, momentKey, viewerOf } from './listConversationHistory.ts';

// Rows read per query: the file is written as it is read, never whole in memory.
const batchSize = 1000;

export const exportFilePath = (
  dataDir: string,
  accountId: string,
  id: string,
  format: ConversationExportFormat,
) => join(dataDir, 'conversation-exports', accountId, `${id}.${format}`);

// The conversation record's cells as the database gives them (the tags' titles, in order; the
// place, city first).
const recordCells = {
  id: conversations.id,
  protocol: conversations.protocol,
  startedAt: conversations.createdAt,
  lastMessageAt: conversations.lastMessageAt,
  channel: conversations.channel,
  botName: bots.name,
  customerName: conversations.customerName,
  phone: contacts.phone,
  email: contacts.email,
  status: conversations.status,
  departmentName: departments.name,
  attendants: conversations.attendants,
  tagTitles: sql<string>`coalesce((select string_agg(${tags.title}, '; ' order by ${tags.title})
    from ${conversationTags} join ${tags} on ${tags.id} = ${conversationTags.tagId}
    where ${conversationTags.conversationId} = ${conversations.id}), '')`,
  satisfaction: conversations.satisfaction,
  valueCents: conversations.valueCents,
  currency: conversations.currency,
  origin: conversations.origin,
  device: conversations.device,
  place: sql<string>`concat_ws(', ', nullif(${conversations.location}->>'city', ''),
    nullif(${conversations.location}->>'state', ''), nullif(${conversations.location}->>'country', ''))`,
};

// The conversation record's columns (campaigns §3), in the file's order.
const header = [
  'id',
  'protocol',
  'startedAt',
  'lastMessageAt',
  'channel',
  'chatbot',
  'name',
  'phone',
  'email',
  'status',
  'finished',
  'department',
  'attendants',
  'tags',
  'satisfaction',
  'value',
  'currency',
  'origin',
  'device',
  'location',
] as const;

const toExport = (row: typeof conversationExports.$inferSelect): ConversationExport => ({
  id: row.id,
  format: row.format,
  status: row.status,
  totalRows: row.totalRows,
  processedRows: row.processedRows,
  failure: row.failure,
  createdAt: row.createdAt.toISOString(),
});

// POST /api/conversation-exports: checks the query as the list does (a bad one is a 400 now, not
// a failed job later), records the export and queues it.
export async function startConversationExport(
  services: ExportServices,
  ctx: RequestContext,
  body: unknown,
): Promise<ConversationExport> {
  const parsed = conversationExportInput.safeParse(body);
  if (!parsed.success) {
    const coded = parsed.error.issues.find((issue) => isErrorCode(issue.message));
    throw new CatalogueError(coded && isErrorCode(coded.message) ? coded.message : 'generic.invalidInput');
  }
  const query = { ...parsed.data.query, cursor: '' };
  await conversationListWhere(
    ctx.db,
    await viewerOf(ctx),
    parseConversationQuery(query),
    services.clock.now(),
  );
  const id = newId();
  const [row] = await ctx.db
    .insert(conversationExports)
    .values({ id, accountId: ctx.accountId, authorId: ctx.userId, format: parsed.data.format, query })
    .returning();
  if (!row) throw new CatalogueError('generic.unexpected');
  await conversationExportTask.enqueue(services, { exportId: id });
  return toExport(row);
}

export type ExportServices = Pick<AppServices, 'env' | 'clock' | 'database' | 'log'>;

// The export as a background task: a queued one survives a restart, and one a crash interrupted
// is written again from the start once its job expires.
const conversationExportTask = backgroundTask<ExportServices, { exportId: string }>({
  queue: 'conversations.export',
  run: runConversationExport,
  failure: 'a conversation export failed',
  retryLimit: 1,
  expireInSeconds: 30 * 60,
});

export const startConversationExportJobs = conversationExportTask.start;

// Runs as its author with the view rule they have now, over the period as it stood when they asked.
async function runConversationExport(services: ExportServices, { exportId }: { exportId: string }) {
  const db = services.database.db;
  const [record] = await db.select().from(conversationExports).where(eq(conversationExports.id, exportId));
  if (!record || record.status === 'done') return;
  try {
    const viewer = await loadViewer(db, record.accountId, record.authorId);
    if (!viewer) throw new CatalogueError('generic.forbidden');
    const { where } = await conversationListWhere(
      db,
      viewer,
      parseConversationQuery(record.query),
      record.createdAt,
    );
    await writeConversationExport(services, record, where);
  } catch (error) {
    await db
      .update(conversationExports)
      .set({
        status: 'failed',
        failure: error instanceof CatalogueError ? error.code : 'generic.unexpected',
        finishedAt: new Date(),
      })
      .where(eq(conversationExports.id, exportId));
    throw error;
  }
}

async function writeConversationExport(
  services: Pick<AppServices, 'env' | 'database'>,
  record: typeof conversationExports.$inferSelect,
  where: SQL | undefined,
) {
  const db = services.database.db;
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(conversations).where(where);
  await db
    .update(conversationExports)
    .set({ status: 'running', totalRows: Number(counted?.total ?? 0) })
    .where(eq(conversationExports.id, record.id));
  const path = exportFilePath(services.env.DATA_DIR, record.accountId, record.id, record.format);
  await mkdir(dirname(path), { recursive: true });
  const file = createWriteStream(path);
  const { column, isAscending } = sortOf(parseConversationQuery(record.query).sort);
  const workbook =
    record.format === 'xlsx'
      ? new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useStyles: false, useSharedStrings: false })
      : null;
  const sheet = workbook?.addWorksheet('Conversations');
  // Cells are plain strings in XLSX (never formulas) and formula-guarded in CSV (csvLine); the CSV
  // starts with a byte-order mark so that spreadsheets read it as UTF-8.
  if (sheet) sheet.addRow([...header]).commit();
  else file.write(`\ufeff${csvLine([...header])}`);
  let processed = 0;
  let reported = performance.now();
  let cursor: { key: string; id: string } | null = null;
  const direction = isAscending ? sql`asc` : sql`desc`;
  for (;;) {
    // One statement per batch, reading only the record's cells: the tags, the attendants' names
    // and the place are joined by the database. Reading whole rows (every JSON column parsed) and
    // a second query for the tags was most of the export's time (docs/performance.md).
    const rows = await db
      .select({ ...recordCells, key: momentKey(column) })
      .from(conversations)
      .innerJoin(bots, eq(bots.id, conversations.botId))
      .leftJoin(departments, eq(departments.id, conversations.departmentId))
      .leftJoin(contacts, eq(contacts.id, conversations.contactId))
      .where(and(where, afterCursor(column, isAscending, cursor)))
      .orderBy(sql`${column} ${direction}`, sql`${conversations.id} ${direction}`)
      .limit(batchSize);
    const lines = rows.map((row) => [
      row.id,
      row.protocol,
      row.startedAt.toISOString(),
      row.lastMessageAt.toISOString(),
      row.channel,
      row.botName,
      row.customerName,
      row.phone ?? '',
      row.email ?? '',
      row.status,
      isFinishedStatus(row.status) ? 'true' : 'false',
      row.departmentName ?? '',
      row.attendants.map((attendant) => attendant.name).join('; '),
      row.tagTitles,
      row.satisfaction === null ? '' : String(row.satisfaction),
      row.valueCents === null ? '' : (row.valueCents / 100).toFixed(2),
      row.currency ?? '',
      row.origin,
      row.device ?? '',
      row.place,
    ]);
    if (sheet) for (const line of lines) sheet.addRow(line).commit();
    // CSV: the batch in one write, waiting for the file when its buffer is full.
    else if (!file.write(lines.map((line) => csvLine(line)).join('')))
      await new Promise<void>((resolve) => file.once('drain', () => resolve()));
    processed += rows.length;
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) break;
    // The progress the panel polls, at most once a second.
    if (performance.now() - reported >= 1000) {
      reported = performance.now();
      await db
        .update(conversationExports)
        .set({ processedRows: processed })
        .where(eq(conversationExports.id, record.id));
    }
    cursor = { key: last.key, id: last.id };
  }
  if (workbook) await workbook.commit();
  else file.end();
  await finished(file);
  await db
    .update(conversationExports)
    .set({ status: 'done', processedRows: processed, finishedAt: new Date() })
    .where(eq(conversationExports.id, record.id));
}

// The caller's own export (another member's is not found).
export async function findConversationExport(ctx: RequestContext, id: string) {
  const [row] = await ctx.db
    .select()
    .from(conversationExports)
    .where(
      and(
        eq(conversationExports.id, id),
        eq(conversationExports.accountId, ctx.accountId),
        eq(conversationExports.authorId, ctx.userId),
      ),
    );
  if (!row) throw new CatalogueError('conversations.exportNotFound');
  return row;
}

export const readConversationExport = async (ctx: RequestContext, id: string) =>
  toExport(await findConversationExport(ctx, id));

export async function listConversationExports(ctx: RequestContext) {
  const rows = await ctx.db
    .select()
    .from(conversationExports)
    .where(
      and(eq(conversationExports.accountId, ctx.accountId), eq(conversationExports.authorId, ctx.userId)),
    )
    .orderBy(desc(conversationExports.createdAt))
    .limit(10);
  return { items: rows.map(toExport) };
}
