import { createHash, randomInt } from 'node:crypto';
import { errorMessage } from '@prosa/contracts';
import type { Db } from '../../db/database.ts';
import type { SmsSender } from '../../notifications/SmsSender.ts';
import { updateSession } from './sessionRepository.ts';
import type { UserRow } from './userRepository.ts';

export const smsCodeLifetimeMs = 10 * 60 * 1000;
export const hashCode = (sessionId: string, code: string) =>
  createHash('sha256').update(`${sessionId}:${code}`).digest('hex');

// Six digits to the user's mobile (ddi + phone), through the SMS channel of the account being
// signed into when there is one (createChannelSmsSender); only a hash bound to the session is kept.
export async function sendSmsCode(
  db: Db,
  sms: SmsSender,
  session: { id: string; accountId: string | null },
  user: UserRow,
) {
  const sessionId = session.id;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await updateSession(db, sessionId, {
    smsCodeHash: hashCode(sessionId, code),
    smsCodeExpiresAt: new Date(Date.now() + smsCodeLifetimeMs),
    codeAttempts: 0,
  });
  const text = `Prosa: ${code}. ${errorMessage('auth.codeRequired', user.language)}`;
  await sms.send(`+${user.ddi}${user.phone}`, text, session.accountId);
}
