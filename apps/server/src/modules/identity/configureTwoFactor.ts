import type { twoFactorSetupRequest } from '@prosa/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { verifyPassword } from './passwordHash.ts';
import { generateTotpSecret, matchTotp, otpauthUrl } from './totp.ts';
import { findUserById, toUserDto, updateUser } from './userRepository.ts';

async function currentUser(ctx: RequestContext) {
  const user = await findUserById(ctx.db, ctx.userId);
  if (!user) throw new CatalogueError('generic.unauthenticated');
  return user;
}

// Step one of authenticator setup: a new secret that becomes active only once a code proves it.
export async function startTotpSetup(ctx: RequestContext) {
  const user = await currentUser(ctx);
  const secret = generateTotpSecret();
  await updateUser(ctx.db, user.id, { totpPendingSecret: secret });
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

export async function configureTwoFactor(ctx: RequestContext, input: z.infer<typeof twoFactorSetupRequest>) {
  const user = await currentUser(ctx);
  if (input.kind === 'totp') {
    if (!user.totpPendingSecret) throw new CatalogueError('auth.totpNotStarted');
    const step = matchTotp(user.totpPendingSecret, input.code, null);
    if (step === null) throw new CatalogueError('auth.codeInvalid');
    await updateUser(ctx.db, user.id, {
      twoFactor: 'totp',
      totpSecret: user.totpPendingSecret,
      totpPendingSecret: null,
      totpLastStep: step,
    });
  } else if (input.kind === 'sms') {
    if (!user.ddi || !user.phone) throw new CatalogueError('auth.noMobile');
    await updateUser(ctx.db, user.id, { twoFactor: 'sms' });
  } else {
    if (!(await verifyPassword(user.passwordHash, input.password)))
      throw new CatalogueError('auth.currentPasswordWrong');
    await updateUser(ctx.db, user.id, {
      twoFactor: null,
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
    });
  }
  return toUserDto(await currentUser(ctx));
}
