import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { hashCode } from './sendSmsCode.ts';
import { createSession, deleteUserSession, type SessionRow, updateSession } from './sessionRepository.ts';
import { matchTotp } from './totp.ts';
import { type UserRow, updateUser } from './userRepository.ts';

const maxCodeAttempts = 5;

async function checkCode(db: Db, session: SessionRow, user: UserRow, code: string): Promise<boolean> {
  if (user.twoFactor === 'totp' && user.totpSecret) {
    const step = matchTotp(user.totpSecret, code, user.totpLastStep);
    if (step === null) return false;
    await updateUser(db, user.id, { totpLastStep: step });
    return true;
  }
  const isFresh = session.smsCodeExpiresAt !== null && session.smsCodeExpiresAt.getTime() > Date.now();
  return isFresh && session.smsCodeHash === hashCode(session.id, code);
}

// A right code turns the pending session into a full one under a new id and token, so a token
// seen before the second factor is worth nothing after it. Five wrong codes end the session.
export async function verifyTwoFactor(db: Db, session: SessionRow, user: UserRow, code: string) {
  if (!session.isTwoFactorPending) throw new CatalogueError('auth.codeInvalid');
  if (!(await checkCode(db, session, user, code))) {
    const attempts = session.codeAttempts + 1;
    if (attempts >= maxCodeAttempts) await deleteUserSession(db, user.id, session.id);
    else await updateSession(db, session.id, { codeAttempts: attempts });
    throw new CatalogueError('auth.codeInvalid');
  }
  await deleteUserSession(db, user.id, session.id);
  return createSession(db, {
    userId: user.id,
    accountId: session.accountId,
    isTwoFactorPending: false,
    device: session.device,
    ip: session.ip,
  });
}
