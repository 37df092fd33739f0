import { chooseAttendant, type Distribution } from '@prosa/domain';
import { and, asc, eq } from 'drizzle-orm';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { conversations } from '../../../db/schema/index.ts';
import { announceAssignment } from '../rooms/announceAssignment.ts';
import { claimConversation } from '../rooms/claimConversation.ts';
import { findDepartment } from '../rooms/findDepartment.ts';
import type { LiveServices } from '../rooms/LiveServices.ts';
import { isDepartmentOpen } from './isDepartmentOpen.ts';
import { loadCandidates } from './loadCandidates.ts';

// A bound on one run: a queue longer than this continues on the next trigger.
const maxAssignmentsPerRun = 200;
// One run per department at a time in this process; other processes are kept honest by the claim.
const running = new Map<string, Promise<number>>();

// Hands a department's automatic queue, oldest first, to the attendants its distribution picks,
// through the same atomic claim as a manual take. Answers how many it assigned.
export function distributeQueue(services: LiveServices, accountId: string, departmentId: string) {
  const key = `${accountId}:${departmentId}`;
  const previous = running.get(key) ?? Promise.resolve(0);
  const next = previous
    .catch(() => 0)
    .then(() => distributeOnce(services, accountId, departmentId))
    .finally(() => {
      if (running.get(key) === next) running.delete(key);
    });
  running.set(key, next);
  return next;
}

async function distributeOnce(services: LiveServices, accountId: string, departmentId: string) {
  const { db } = services.database;
  const department = await findDepartment(db, accountId, departmentId);
  if (!department || department.distribution === 'none') return 0;
  // Outside business hours the queue waits; the minute job distributes it once the department opens.
  if (!(await isDepartmentOpen(db, department, services.clock.now()))) return 0;
  const rules = {
    distribution: department.distribution as Distribution,
    maxAttendances: department.maxAttendances,
    checkIn: department.checkIn,
  };
  let assigned = 0;
  for (let attempt = 0; attempt < maxAssignmentsPerRun; attempt++) {
    const [next] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.accountId, accountId),
          eq(conversations.departmentId, departmentId),
          eq(conversations.status, 'queueAutomatic'),
        ),
      )
      .orderBy(asc(conversations.queuedAt), asc(conversations.id))
      .limit(1);
    if (!next) break;
    const { candidates, names } = await loadCandidates(db, accountId, departmentId);
    const chosen = chooseAttendant(candidates, rules);
    if (!chosen) break;
    try {
      const taken = await claimConversation(db, {
        accountId,
        conversationId: next.id,
        attendant: { id: chosen, name: names.get(chosen) ?? '' },
        maxAttendances: department.maxAttendances,
        now: services.clock.now(),
      });
      assigned += 1;
      await announceAssignment(services, taken);
    } catch (error) {
      // Someone took it, or the attendant filled up meanwhile (another process): look again.
      if (!(error instanceof CatalogueError)) throw error;
    }
  }
  return assigned;
}
