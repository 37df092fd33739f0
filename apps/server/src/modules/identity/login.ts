import type { TwoFactorKind } from '@prosa/contracts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { AppServices } from '../../app/services.ts';
import { refuseOutsideJourney } from '../journeys/index.ts';
import { claimLoginAttempt, clearFailures } from './loginThrottle.ts';
import { verifyPassword } from './passwordHash.ts';
import { sendSmsCode } from './sendSmsCode.ts';
import { createSession } from './sessionRepository.ts';
import { findUserByEmail, hasInactiveMembership, listUserAccounts, toUserDto } from './userRepository.ts';

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  device: string;
}

// Checks the password, then opens a session. With two-factor on, the session stays "pending" and
// grants nothing until the code is verified. With one account it is chosen at once.
export async function login(services: Pick<AppServices, 'database' | 'sms' | 'clock'>, input: LoginInput) {
  const { db } = services.database;
  const minutes = await claimLoginAttempt(db, input.email, input.ip);
  if (minutes > 0) throw new CatalogueError('auth.tooManyAttempts', { count: minutes });

  const user = await findUserByEmail(db, input.email);
  // The same answer for an unknown e-mail and a wrong password: nothing tells which e-mails exist.
  // The attempt claimed above stays recorded as the failure.
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user)
    throw new CatalogueError('auth.wrongCredentials');
  if (user.status !== 'active') throw new CatalogueError('auth.inactiveUser');

  const accounts = await listUserAccounts(db, user.id);
  if (accounts.length === 0)
    throw new CatalogueError(
      (await hasInactiveMembership(db, user.id)) ? 'auth.inactiveUser' : 'auth.accountNotCorrect',
    );

  const twoFactor = (
    user.twoFactor === 'sms' || user.twoFactor === 'totp' ? user.twoFactor : null
  ) as TwoFactorKind | null;
  if (twoFactor === 'sms' && (!user.ddi || !user.phone)) throw new CatalogueError('auth.noMobile');
  // With two-factor on, the attempt stays counted until the code is right too: otherwise whoever
  // knows the password could guess codes forever, five per fresh login.
  if (twoFactor === null) await clearFailures(db, input.email, input.ip);
  // A right password outside the journey is no failed attempt; the refusal comes after that.
  const [onlyAccount] = accounts;
  if (accounts.length === 1 && onlyAccount)
    await refuseOutsideJourney(db, onlyAccount.id, user.id, services.clock.now());

  const { token, session } = await createSession(db, {
    userId: user.id,
    accountId: accounts.length === 1 ? (accounts[0]?.id ?? null) : null,
    isTwoFactorPending: twoFactor !== null,
    device: input.device,
    ip: input.ip,
  });
  if (twoFactor === 'sms') await sendSmsCode(db, services.sms, session, user);
  return { token, session, response: { user: toUserDto(user), accounts, twoFactor } };
}
