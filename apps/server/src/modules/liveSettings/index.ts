// The liveSettings module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).

export { liveSettingsModule } from './liveSettingsModule.ts';
export { findLiveSettings } from './liveSettingsRepository.ts';
export { resolveLiveSettings } from './resolveLiveSettings.ts';
