import type { FlowDocument } from '@prosa/contracts';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bots, departments, flows, flowVersions } from '../../db/schema/index.ts';

export type FlowVersionRow = typeof flowVersions.$inferSelect;

export async function botExists(db: Db, accountId: string, botId: string) {
  const [row] = await db
    .select({ id: bots.id })
    .from(bots)
    .where(and(eq(bots.id, botId), eq(bots.accountId, accountId)));
  return Boolean(row);
}

export async function findFlow(db: Db, accountId: string, botId: string) {
  const [row] = await db
    .select()
    .from(flows)
    .where(and(eq(flows.botId, botId), eq(flows.accountId, accountId)));
  return row ?? null;
}

export async function saveDraft(db: Db, accountId: string, botId: string, draft: FlowDocument, now: Date) {
  await db
    .insert(flows)
    .values({ botId, accountId, draft, draftUpdatedAt: now })
    .onConflictDoUpdate({ target: flows.botId, set: { draft, draftUpdatedAt: now } });
}

export function listVersions(db: Db, accountId: string, botId: string) {
  return db
    .select()
    .from(flowVersions)
    .where(and(eq(flowVersions.botId, botId), eq(flowVersions.accountId, accountId)))
    .orderBy(desc(flowVersions.version));
}

export async function findVersion(db: Db, accountId: string, botId: string, version: number) {
  const [row] = await db
    .select()
    .from(flowVersions)
    .where(
      and(
        eq(flowVersions.botId, botId),
        eq(flowVersions.accountId, accountId),
        eq(flowVersions.version, version),
      ),
    );
  return row ?? null;
}

// The version the runtime runs for a bot, or null when it has never been published.
export async function findPublishedVersion(db: Db, botId: string) {
  const [row] = await db
    .select({ version: flowVersions })
    .from(flows)
    .innerJoin(
      flowVersions,
      and(eq(flowVersions.botId, flows.botId), eq(flowVersions.version, flows.publishedVersion)),
    )
    .where(and(eq(flows.botId, botId), isNotNull(flows.publishedVersion)));
  return row?.version ?? null;
}

export async function findVersionById(db: Db, id: string) {
  const [row] = await db.select().from(flowVersions).where(eq(flowVersions.id, id));
  return row ?? null;
}

// Departments of the account that keep a journey (a hand-off to one needs an error jump).
export async function findJourneyDepartmentIds(db: Db, accountId: string) {
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.accountId, accountId), isNotNull(departments.journeyId)));
  return new Set(rows.map((row) => row.id));
}
