import { newToken } from '../../app/newId.ts';
import type { AppServices } from '../../app/services.ts';
import { passwordResets } from '../../db/schema/index.ts';
import { passwordResetMail } from './passwordResetMail.ts';
import { hashToken } from './sessionRepository.ts';
import { findUserByEmail } from './userRepository.ts';

export const resetLifetimeMs = 60 * 60 * 1000;

// Sends a single-use link valid for one hour. The caller answers the same whether or not the
// e-mail exists, so this returns nothing either way.
export async function requestPasswordReset(
  services: Pick<AppServices, 'database' | 'mailer'>,
  email: string,
  baseUrl: string,
) {
  const { db } = services.database;
  const user = await findUserByEmail(db, email);
  if (user?.status !== 'active') return;
  const token = newToken();
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + resetLifetimeMs),
  });
  const link = `${baseUrl}/login/reset?token=${encodeURIComponent(token)}`;
  await services.mailer.send({ to: user.email, ...passwordResetMail(user.language, user.name, link) });
}
