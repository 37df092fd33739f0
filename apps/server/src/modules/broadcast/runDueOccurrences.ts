import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { logFailure } from '../../app/logFailure.ts';
import type { AppServices } from '../../app/services.ts';
import type { Db } from '../../db/database.ts';
import { accounts, broadcastDispatches, memberships, users } from '../../db/schema/index.ts';
import { createDispatch, type Tx } from './createDispatch.ts';
import { nextOccurrence } from './cronSchedule.ts';
import { draftDispatchInput, storedDraft } from './draftDispatchInput.ts';

// Recurring dispatches one sweep starts at most (the next sweep takes the rest).
const perSweep = 50;

// Thrown inside the run's transaction when another process took the occurrence first.
class OccurrenceTaken extends Error {}

// Each due occurrence of a recurring dispatch stores one run of it — a dispatch like any other,
// started at once, its audience read now as its author would read it — exactly once, however many
// processes sweep at the same moment: the run is stored in the transaction that moves the recurring
// dispatch's `next_run_at` from this occurrence to the next (compare-and-set on the occurrence),
// and (parent, occurrence) is unique besides. Occurrences missed while no process ran collapse into
// one run: the next one counted is the first after now. A run that cannot be sent (its template
// no longer approved, its list emptied, its author gone) is skipped, its occurrence counted.
export async function runDueOccurrences(services: AppServices, now: Date) {
  const due = await services.database.db
    .select({ row: broadcastDispatches, timeZone: accounts.timeZone })
    .from(broadcastDispatches)
    .innerJoin(accounts, eq(accounts.id, broadcastDispatches.accountId))
    .where(
      and(
        isNotNull(broadcastDispatches.cron),
        eq(broadcastDispatches.status, 'scheduled'),
        lte(broadcastDispatches.nextRunAt, now),
      ),
    )
    .orderBy(asc(broadcastDispatches.nextRunAt))
    .limit(perSweep);
  for (const { row, timeZone } of due) {
    const occurrenceAt = row.nextRunAt;
    if (!occurrenceAt || !row.cron) continue;
    let next: Date | null;
    try {
      next = nextOccurrence(row.cron, timeZone, now);
    } catch {
      // A zone the parser no longer takes: the recurrence stops rather than firing every sweep.
      next = null;
    }
    const advance = async (db: Db | Tx) => {
      const moved = await db
        .update(broadcastDispatches)
        .set({ nextRunAt: next, ...(next ? {} : { status: 'sent' as const, finishedAt: now }) })
        .where(and(eq(broadcastDispatches.id, row.id), eq(broadcastDispatches.nextRunAt, occurrenceAt)))
        .returning({ id: broadcastDispatches.id });
      if (moved.length === 0) throw new OccurrenceTaken();
    };
    try {
      const ctx = await authorContext(services, row.accountId, row.authorId);
      const { cron: _cron, ...input } = draftDispatchInput({ ...storedDraft(row), scheduleAt: undefined });
      await createDispatch(services, ctx, input, {
        run: { parentId: row.id, occurrenceAt },
        before: (tx) => advance(tx),
      });
    } catch (error) {
      if (error instanceof OccurrenceTaken) continue;
      logFailure(
        services.log,
        error,
        { dispatchId: row.id, occurrenceAt },
        'a recurring dispatch run was skipped',
      );
      if (!(error instanceof CatalogueError)) continue;
      await advance(services.database.db).catch((taken) => {
        if (!(taken instanceof OccurrenceTaken)) throw taken;
      });
    }
  }
}

// The recurring dispatch's author, as a request of theirs would be: their level decides what a CRM
// filter finds (field visibility). An author no longer in the account sends nothing.
async function authorContext(
  services: AppServices,
  accountId: string,
  authorId: string | null,
): Promise<RequestContext> {
  const [member] = authorId
    ? await services.database.db
        .select({ level: memberships.level, language: users.language })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, authorId)))
    : [];
  if (!member || !authorId) throw new CatalogueError('generic.forbidden');
  return {
    db: services.database.db,
    events: services.events,
    accountId,
    userId: authorId,
    sessionId: '',
    level: member.level,
    language: member.language,
  };
}
