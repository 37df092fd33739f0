import type { RequestContext } from '../../app/authentication.ts';
import { findLiveSettings } from './liveSettingsRepository.ts';
import { resolveLiveSettings } from './resolveLiveSettings.ts';

// Every member reads them: attendants need the away reasons and the behaviour they work under.
export async function getLiveSettings(ctx: RequestContext) {
  return { settings: resolveLiveSettings(await findLiveSettings(ctx.db, ctx.accountId)) };
}
