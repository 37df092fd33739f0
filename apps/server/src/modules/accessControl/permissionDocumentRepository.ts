import type { PermissionMaps } from '@prosa/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts, memberships, permissionDocuments } from '../../db/schema/index.ts';

// A member with their account and the permission document of their level, in one query: the access
// guard runs on every request, so the document rides along with the membership it needs anyway.
// A deactivated member counts as no member: deactivation also ends their sessions, this closes any
// race with a request already under way.
export async function findMemberAccess(db: Db, accountId: string, userId: string) {
  const [row] = await db
    .select({ membership: memberships, account: accounts, maps: permissionDocuments.maps })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .leftJoin(
      permissionDocuments,
      and(
        eq(permissionDocuments.accountId, memberships.accountId),
        eq(permissionDocuments.level, memberships.level),
      ),
    )
    .where(
      and(
        eq(memberships.accountId, accountId),
        eq(memberships.userId, userId),
        eq(memberships.isActive, true),
        isNull(accounts.deletedAt),
      ),
    )
    .limit(1);
  return row ? { ...row, maps: (row.maps ?? null) as PermissionMaps | null } : undefined;
}

export async function findDocuments(db: Db, accountId: string): Promise<Map<number, PermissionMaps>> {
  const rows = await db
    .select({ level: permissionDocuments.level, maps: permissionDocuments.maps })
    .from(permissionDocuments)
    .where(eq(permissionDocuments.accountId, accountId));
  return new Map(rows.map((row) => [row.level, row.maps]));
}

export async function saveDocument(db: Db, accountId: string, level: number, maps: PermissionMaps) {
  const values = { maps: maps as Record<string, Record<string, boolean>>, updatedAt: new Date() };
  await db
    .insert(permissionDocuments)
    .values({ accountId, level, ...values })
    .onConflictDoUpdate({ target: [permissionDocuments.accountId, permissionDocuments.level], set: values });
}
