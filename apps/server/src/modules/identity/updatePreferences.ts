import type { Preferences } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { findMembership, updateMembership } from './userRepository.ts';

// Preferences belong to the user inside one account. An account without the preferences module
// refuses them; the panel shows that refusal as a connection error (spec §8).
export async function updatePreferences(ctx: RequestContext, preferences: Preferences) {
  const found = await findMembership(ctx.db, ctx.accountId, ctx.userId);
  if (!found?.account.modules.includes('preferences'))
    throw new CatalogueError('generic.permissionPreferences');
  await updateMembership(ctx.db, ctx.accountId, ctx.userId, { preferences });
  return preferences;
}
