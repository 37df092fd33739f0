import { liveStatus } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import { logFailure } from '../../../app/logFailure.ts';
import type { AppServices } from '../../../app/services.ts';
import { departmentUsers } from '../../../db/schema/index.ts';
import { distributeQueue } from './distributeQueue.ts';

// An attendant coming online may receive what waits in their departments' queues.
export function distributeOnPresence(services: Pick<AppServices, 'database' | 'events' | 'clock' | 'log'>) {
  const { db } = services.database;
  services.events.on('presence.changed', ({ accountId, userId, status }) => {
    if (status !== liveStatus.online) return;
    db.select({ departmentId: departmentUsers.departmentId })
      .from(departmentUsers)
      .where(and(eq(departmentUsers.accountId, accountId), eq(departmentUsers.userId, userId)))
      .then(async (rows) => {
        for (const row of rows) await distributeQueue(services, accountId, row.departmentId);
      })
      .catch((error) =>
        logFailure(services.log, error, { accountId, userId }, 'could not distribute the queues on presence'),
      );
  });
}
