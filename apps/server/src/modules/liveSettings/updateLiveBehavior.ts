import type { LiveBehaviorFields } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { assignAwayReasonIds } from './assignAwayReasonIds.ts';
import { findLiveSettings, saveLiveSettings } from './liveSettingsRepository.ts';
import { resolveLiveSettings } from './resolveLiveSettings.ts';

export async function updateLiveBehavior(ctx: RequestContext, input: LiveBehaviorFields) {
  const current = resolveLiveSettings(await findLiveSettings(ctx.db, ctx.accountId));
  const existingIds = current.behavior.away.options.map((option) => option._id);
  const settings = {
    ...current,
    behavior: {
      ...input,
      away: { ...input.away, options: assignAwayReasonIds(input.away.options, existingIds) },
    },
  };
  await saveLiveSettings(ctx.db, ctx.accountId, settings, 'behavior');
  // Managers' reach and attendants' list follow `exhibitions`: open /live sockets are refitted.
  const { manager, attendant } = current.behavior.exhibitions;
  if (manager !== input.exhibitions.manager || attendant !== input.exhibitions.attendant)
    ctx.events.emit('access.changed', { accountId: ctx.accountId });
  return { settings };
}
