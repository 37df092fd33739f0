import { defaultLiveBehavior, defaultLiveMessages, type LiveSettings, languages } from '@prosa/contracts';
import type { StoredLiveSettings } from './liveSettingsRepository.ts';

// What is in effect for an account: its stored row over the defaults, so an account that never saved
// (or saved before a field existed) still gets a complete answer.
export function resolveLiveSettings(stored: StoredLiveSettings | null): LiveSettings {
  return {
    behavior: { ...defaultLiveBehavior, ...stored?.behavior },
    messages: Object.fromEntries(
      languages.map((language) => [
        language,
        { ...defaultLiveMessages[language], ...stored?.messages[language] },
      ]),
    ) as LiveSettings['messages'],
  };
}
