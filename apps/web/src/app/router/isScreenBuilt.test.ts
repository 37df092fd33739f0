import { describe, expect, it } from 'vitest';
import { menuEntries } from '../shell/menuEntries.ts';
import { isScreenBuilt } from './isScreenBuilt.ts';

describe('isScreenBuilt', () => {
  it('tells the built screens from the ones that only say "not available yet"', () => {
    expect(isScreenBuilt('/dashboard')).toBe(true);
    expect(isScreenBuilt('/contacts/people')).toBe(true);
    expect(isScreenBuilt('/kanban')).toBe(false);
    expect(isScreenBuilt('/analytics/channels')).toBe(true);
    expect(isScreenBuilt('/broadcast')).toBe(true);
    expect(isScreenBuilt('/broadcast/abc')).toBe(true);
    expect(isScreenBuilt('/no/such/page')).toBe(false);
  });

  it('leaves the sidebar without a single entry that leads to an unbuilt screen', () => {
    const shown = menuEntries.filter((entry) => isScreenBuilt(entry.path)).map((entry) => entry.key);
    expect(shown).toEqual([
      'dashboard',
      'live',
      'conversations',
      'contacts',
      'people',
      'realTime',
      'analytics',
      'bots',
      'knowledge',
      'broadcast',
      'settings',
    ]);
  });
});
