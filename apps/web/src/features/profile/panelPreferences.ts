import type { Preferences } from '@prosa/contracts';

export const rowsPerPageChoices = [10, 20, 50, 100] as const;

export interface PanelPreferences {
  rowsPerPage: number;
  soundOnNewMessage: boolean;
}

export const defaultPanelPreferences: PanelPreferences = { rowsPerPage: 20, soundOnNewMessage: true };

// Preferences are free-form JSON on the server: read the two this card edits, falling back to
// the defaults for anything missing or malformed.
export function readPanelPreferences(preferences: Preferences): PanelPreferences {
  const rows = preferences.conversation.rowsPerPage;
  const sound = preferences.live.soundOnNewMessage;
  return {
    rowsPerPage: rowsPerPageChoices.some((choice) => choice === rows)
      ? (rows as number)
      : defaultPanelPreferences.rowsPerPage,
    soundOnNewMessage: typeof sound === 'boolean' ? sound : defaultPanelPreferences.soundOnNewMessage,
  };
}

// Writes a change back without dropping keys that other screens keep in the same objects.
export function withPanelPreferences(
  preferences: Preferences,
  change: Partial<PanelPreferences>,
): Preferences {
  const next = { ...readPanelPreferences(preferences), ...change };
  return {
    conversation: { ...preferences.conversation, rowsPerPage: next.rowsPerPage },
    live: { ...preferences.live, soundOnNewMessage: next.soundOnNewMessage },
  };
}
