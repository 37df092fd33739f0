import { levels } from '@prosa/contracts';
import type { ConversationViewer, ViewRule } from '@prosa/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { departmentUsers, memberships, users } from '../../../db/schema/index.ts';
import { findLiveSettings, resolveLiveSettings } from '../../liveSettings/index.ts';

export interface LiveViewer extends ConversationViewer {
  accountId: string;
  name: string;
}

// The member as the visibility rule reads them: level, view rule, see-others flag, departments and,
// for a manager, the account's exhibitions setting.
// Null when they are not an active member of the account.
export async function loadViewer(db: Db, accountId: string, userId: string): Promise<LiveViewer | null> {
  const [member] = await db
    .select({
      level: memberships.level,
      viewRule: memberships.viewRule,
      isActive: memberships.isActive,
      canSeeOthers: users.canSeeOthers,
      name: users.name,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, userId)));
  if (!member?.isActive) return null;
  const departments = await db
    .select({ id: departmentUsers.departmentId })
    .from(departmentUsers)
    .where(and(eq(departmentUsers.accountId, accountId), eq(departmentUsers.userId, userId)));
  // Only a manager's reach reads the live setting "managers see the agents' conversations".
  const managersSeeAttendants =
    member.level !== levels.manager ||
    resolveLiveSettings(await findLiveSettings(db, accountId)).behavior.exhibitions.manager;
  return {
    accountId,
    userId,
    name: member.name,
    level: member.level,
    viewRule: member.viewRule as ViewRule,
    canSeeOthers: member.canSeeOthers,
    departmentIds: departments.map((d) => d.id),
    managersSeeAttendants,
  };
}
