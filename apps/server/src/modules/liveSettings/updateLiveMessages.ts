import type { LiveMessages } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { findLiveSettings, saveLiveSettings } from './liveSettingsRepository.ts';
import { resolveLiveSettings } from './resolveLiveSettings.ts';

// The nine texts in all three languages are saved together, as the screen edits them.
export async function updateLiveMessages(ctx: RequestContext, messages: LiveMessages) {
  const current = resolveLiveSettings(await findLiveSettings(ctx.db, ctx.accountId));
  const settings = { ...current, messages };
  await saveLiveSettings(ctx.db, ctx.accountId, settings, 'messages');
  return { settings };
}
