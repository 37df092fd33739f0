import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { broadcastDispatches } from '../../db/schema/index.ts';

// How stale a sender's knowledge of a stop may be: about the most a stop waits before this process
// sends nothing more of the dispatch.
const refreshMs = 500;

// Whether a dispatch was stopped (stopDispatch), as a sender asks before each send. The answer is
// what the database said at most refreshMs ago: an older one is read again in the background (one
// lookup by key at a time per dispatch), so a stop made in any process holds every process's sends
// within about half a second, at two lookups a second however fast the dispatch goes, and a send
// never waits for the question. A stop is final: once seen it is kept.
export function dispatchStops(db: Db) {
  const known = new Map<string, { readAt: number; isStopped: boolean; reading: boolean }>();
  const read = (dispatchId: string, entry: { readAt: number; isStopped: boolean; reading: boolean }) => {
    entry.reading = true;
    db.select({ stoppedAt: broadcastDispatches.stoppedAt })
      .from(broadcastDispatches)
      .where(eq(broadcastDispatches.id, dispatchId))
      .then(
        ([row]) => {
          entry.isStopped = row?.stoppedAt != null;
        },
        // A failed read sends on: the claims and the run's end check the stop again.
        () => undefined,
      )
      .finally(() => {
        entry.readAt = Date.now();
        entry.reading = false;
      });
  };
  return {
    isStopped(dispatchId: string): boolean {
      let entry = known.get(dispatchId);
      if (!entry) {
        entry = { readAt: Date.now(), isStopped: false, reading: false };
        known.set(dispatchId, entry);
      }
      if (!entry.isStopped && !entry.reading && Date.now() - entry.readAt >= refreshMs)
        read(dispatchId, entry);
      return entry.isStopped;
    },
    forget(dispatchId: string) {
      known.delete(dispatchId);
    },
  };
}
