import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { broadcastDispatches } from '../../db/schema/index.ts';

// How stale a sender's knowledge of a stop may be: the most a stop waits before this process
// sends nothing more of the dispatch.
const refreshMs = 500;

// Whether a dispatch was stopped (stopDispatch), as a sender asks before each send. Read from the
// database at most every refreshMs per dispatch (one lookup by key, shared by the sends that ask
// meanwhile), so a stop made in any process holds every process's sends within half a second,
// at two lookups a second however fast the dispatch goes. A stop is final: once seen it is kept.
export function dispatchStops(db: Db) {
  const known = new Map<string, { at: number; stopped: Promise<boolean> }>();
  return {
    isStopped(dispatchId: string): Promise<boolean> {
      const now = Date.now();
      const cached = known.get(dispatchId);
      if (cached && now - cached.at < refreshMs) return cached.stopped;
      const stopped = db
        .select({ stoppedAt: broadcastDispatches.stoppedAt })
        .from(broadcastDispatches)
        .where(eq(broadcastDispatches.id, dispatchId))
        // A failed read sends on: the claims and the run's end check the stop again.
        .then(
          ([row]) => row?.stoppedAt != null,
          () => false,
        );
      known.set(dispatchId, { at: now, stopped });
      void stopped.then((isStopped) => {
        if (isStopped) known.set(dispatchId, { at: Number.POSITIVE_INFINITY, stopped });
      });
      return stopped;
    },
    forget(dispatchId: string) {
      known.delete(dispatchId);
    },
  };
}
