import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { clearFailures } from './loginThrottle.ts';
import { hashCode } from './sendSmsCode.ts';
import { countCodeAttempt, createSession, deleteUserSession, type SessionRow } from './sessionRepository.ts';
import { matchTotp } from './totp.ts';
import { claimTotpStep, type UserRow } from './userRepository.ts';

const maxCodeAttempts = 5;

async function checkCode(db: Db, session: SessionRow, user: UserRow, code: string): Promise<boolean> {
  if (user.twoFactor === 'totp' && user.totpSecret) {
    const step = matchTotp(user.totpSecret, code, user.totpLastStep);
    return step !== null && (await claimTotpStep(db, user.id, step));
  }
  const isFresh = session.smsCodeExpiresAt !== null && session.smsCodeExpiresAt.getTime() > Date.now();
  return isFresh && session.smsCodeHash === hashCode(session.id, code);
}

// A right code turns the pending session into a full one under a new id and token, so a token
// seen before the second factor is worth nothing after it. Five wrong codes end the session; the
// attempt is counted before the code is checked, so guesses sent in parallel get no more tries.
export async function verifyTwoFactor(db: Db, session: SessionRow, user: UserRow, code: string) {
  if (!session.isTwoFactorPending) throw new CatalogueError('auth.codeInvalid');
  const attempts = await countCodeAttempt(db, session.id);
  if (attempts === null || attempts > maxCodeAttempts) {
    await deleteUserSession(db, user.id, session.id);
    throw new CatalogueError('generic.unauthenticated');
  }
  if (!(await checkCode(db, session, user, code))) {
    if (attempts >= maxCodeAttempts) await deleteUserSession(db, user.id, session.id);
    throw new CatalogueError('auth.codeInvalid');
  }
  // Deleting is the claim: of two right answers at once, only one opens a session.
  if (!(await deleteUserSession(db, user.id, session.id))) throw new CatalogueError('auth.codeInvalid');
  await clearFailures(db, user.email, session.ip);
  return createSession(db, {
    userId: user.id,
    accountId: session.accountId,
    isTwoFactorPending: false,
    device: session.device,
    ip: session.ip,
  });
}
