import { grantedPermissions, type Me, type Module, modules, type Role, roles } from '@prosa/contracts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { findMemberAccess } from '../accessControl/index.ts';
import { readCreditBalance } from '../credits/index.ts';
import type { ResolvedSession } from './resolveSession.ts';
import { toUserDto } from './userRepository.ts';

const asRole = (role: string): Role => (roles.includes(role as Role) ? (role as Role) : 'junior');

export async function getMe(db: Db, auth: ResolvedSession): Promise<Me> {
  const accountId = auth.session.accountId;
  const found = accountId ? await findMemberAccess(db, accountId, auth.user.id) : undefined;
  if (!found) throw new CatalogueError('auth.accountRequired');
  const { account, membership, maps } = found;
  // The purchased credits usable now, from the ledger's lots.
  const { balance } = await readCreditBalance(db, account.id, new Date());
  return {
    user: toUserDto(auth.user),
    account: {
      id: account.id,
      name: account.name,
      credits: balance,
      isMini: account.isMini,
      plan: account.plan,
      status: account.status,
      userLimit: account.userLimit,
      isOwner: membership.isOwner,
    },
    level: membership.level,
    role: asRole(membership.role),
    modules: account.modules.filter((m): m is Module => (modules as readonly string[]).includes(m)),
    permissions: grantedPermissions(membership.level, maps, account.modules),
    preferences: {
      conversation: membership.preferences.conversation ?? {},
      live: membership.preferences.live ?? {},
    },
    csrfToken: auth.session.csrfToken,
  };
}
