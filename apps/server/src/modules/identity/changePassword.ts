import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { hashPassword, verifyPassword } from './passwordHash.ts';
import { deleteOtherSessions } from './sessionRepository.ts';
import { findUserById, updateUser } from './userRepository.ts';

// Keeps the current session and ends the others.
export async function changePassword(ctx: RequestContext, currentPassword: string, password: string) {
  const user = await findUserById(ctx.db, ctx.userId);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword)))
    throw new CatalogueError('auth.currentPasswordWrong');
  await updateUser(ctx.db, ctx.userId, { passwordHash: await hashPassword(password) });
  const ended = await deleteOtherSessions(ctx.db, ctx.userId, ctx.sessionId);
  ctx.events.emit('session.revoked', { sessionIds: ended.map((s) => s.id) });
}
