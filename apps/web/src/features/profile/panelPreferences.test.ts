import { describe, expect, it } from 'vitest';
import { defaultPanelPreferences, readPanelPreferences, withPanelPreferences } from './panelPreferences.ts';

describe('readPanelPreferences', () => {
  it('gives the defaults for empty preferences', () => {
    expect(readPanelPreferences({ conversation: {}, live: {} })).toEqual(defaultPanelPreferences);
  });

  it('reads stored values', () => {
    const stored = { conversation: { rowsPerPage: 50 }, live: { soundOnNewMessage: false } };
    expect(readPanelPreferences(stored)).toEqual({ rowsPerPage: 50, soundOnNewMessage: false });
  });

  it('ignores values the panel does not offer', () => {
    const stored = { conversation: { rowsPerPage: 7 }, live: { soundOnNewMessage: 'yes' } };
    expect(readPanelPreferences(stored)).toEqual(defaultPanelPreferences);
  });
});

describe('withPanelPreferences', () => {
  it('changes one value and keeps the other keys of both parts', () => {
    const stored = {
      conversation: { sortType: -11 },
      live: { attendantBell: true, soundOnNewMessage: false },
    };
    expect(withPanelPreferences(stored, { rowsPerPage: 100 })).toEqual({
      conversation: { sortType: -11, rowsPerPage: 100 },
      live: { attendantBell: true, soundOnNewMessage: false },
    });
  });
});
