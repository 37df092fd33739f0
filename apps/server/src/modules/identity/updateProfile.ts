import type { updateProfileRequest } from '@prosa/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../../app/authentication.ts';
import { findUserById, toUserDto, updateUser } from './userRepository.ts';

export async function updateProfile(ctx: RequestContext, input: z.infer<typeof updateProfileRequest>) {
  await updateUser(ctx.db, ctx.userId, input);
  const user = await findUserById(ctx.db, ctx.userId);
  if (!user) throw new Error('user vanished during update');
  return toUserDto(user);
}
