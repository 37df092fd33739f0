import { grantedPermissions, type PermissionKey } from '@prosa/contracts';
import type { DomainEventBus } from '../app/domainEvents.ts';
import type { Db } from '../db/database.ts';
import { findMemberAccess } from '../modules/accessControl/permissionDocumentRepository.ts';

export type MemberPermissions = (
  accountId: string,
  userId: string,
) => Promise<ReadonlySet<PermissionKey> | null>;

// How long a member's permissions are believed without a change being heard. Changes made on this
// process or, with Redis, on another (a level's permissions saved, a member edited, sessions
// ended) forget them at once (refitOnAccessChange.ts shares them); the age bounds the rest.
export const permissionsMaxAgeMs = 5_000;
const entryLimit = 10_000;

// A member's granted permissions for socket events, read once and kept: a query per event made
// every attendant's messages wait on the pool (docs/performance.md). null: no active membership.
export function cacheMemberPermissions(
  db: Db,
  events: DomainEventBus,
  now = () => Date.now(),
): MemberPermissions {
  const entries = new Map<string, { readAt: number; granted: Promise<ReadonlySet<PermissionKey> | null> }>();
  events.on('access.changed', ({ accountId }) => {
    for (const key of entries.keys()) if (key.startsWith(`${accountId}:`)) entries.delete(key);
  });
  events.on('member.accessChanged', ({ accountId, userIds }) => {
    for (const userId of userIds) entries.delete(`${accountId}:${userId}`);
  });
  // Revoked sessions name no member; they are rare, so everyone is read again.
  events.on('session.revoked', () => entries.clear());

  return (accountId, userId) => {
    const key = `${accountId}:${userId}`;
    const entry = entries.get(key);
    if (entry && now() - entry.readAt < permissionsMaxAgeMs) return entry.granted;
    const granted = findMemberAccess(db, accountId, userId).then((found) =>
      found ? new Set(grantedPermissions(found.membership.level, found.maps, found.account.modules)) : null,
    );
    if (entries.size >= entryLimit) entries.clear();
    entries.set(key, { readAt: now(), granted });
    // A failed read is not kept: the next event tries again.
    granted.catch(() => {
      if (entries.get(key)?.granted === granted) entries.delete(key);
    });
    return granted;
  };
}
