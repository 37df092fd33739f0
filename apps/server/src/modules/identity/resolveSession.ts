import { grantedPermissions, type PermissionKey } from '@prosa/contracts';
import type { Db } from '../../db/database.ts';
import type { memberships } from '../../db/schema/index.ts';
import { findMemberAccess } from '../accessControl/index.ts';
import { findLiveSessionByToken, type SessionRow, updateSession } from './sessionRepository.ts';
import { findUserById, type UserRow } from './userRepository.ts';

export interface ResolvedSession {
  session: SessionRow;
  user: UserRow;
  membership: typeof memberships.$inferSelect | null;
  // The account's enabled modules and what the member's level holds (both empty outside an account).
  modules: readonly string[];
  permissions: readonly PermissionKey[];
}

const touchEveryMs = 60_000;

// Turns a cookie token into the caller. An inactive user or a membership that is gone ends the
// session's power at once, without waiting for it to expire.
export async function resolveSession(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<ResolvedSession | null> {
  const session = await findLiveSessionByToken(db, token);
  if (!session) return null;
  const user = await findUserById(db, session.userId);
  if (user?.status !== 'active') return null;
  const found = session.accountId ? await findMemberAccess(db, session.accountId, user.id) : undefined;
  if (now - session.lastSeenAt.getTime() > touchEveryMs) {
    await updateSession(db, session.id, { lastSeenAt: new Date(now) });
  }
  if (!found) return { session, user, membership: null, modules: [], permissions: [] };
  const { membership, account, maps } = found;
  const permissions = grantedPermissions(membership.level, maps, account.modules);
  return { session, user, membership, modules: account.modules, permissions };
}
