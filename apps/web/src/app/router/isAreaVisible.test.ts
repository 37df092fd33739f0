import { levels, modules } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { isAreaVisible } from './isAreaVisible.ts';

const everything = [...modules];

describe('isAreaVisible', () => {
  it('shows the internal area to supreme and master only', () => {
    expect(isAreaVisible('internal', { modules: everything, level: levels.supreme })).toBe(true);
    expect(isAreaVisible('internal', { modules: everything, level: levels.master })).toBe(true);
    expect(isAreaVisible('internal', { modules: everything, level: levels.administrator })).toBe(false);
    expect(isAreaVisible('internal', { modules: everything, level: levels.junior })).toBe(false);
  });

  it('shows settings to managers and above, not to attendants or juniors', () => {
    expect(isAreaVisible('settings', { modules: everything, level: levels.administrator })).toBe(true);
    expect(isAreaVisible('settings', { modules: everything, level: levels.manager })).toBe(true);
    expect(isAreaVisible('settings', { modules: everything, level: levels.attendant })).toBe(false);
    expect(isAreaVisible('settings', { modules: everything, level: levels.junior })).toBe(false);
  });

  it('hides an area whose module the account has not enabled, whatever the level', () => {
    const withoutGenai = everything.filter((m) => m !== 'genai');
    expect(isAreaVisible('genai', { modules: withoutGenai, level: levels.supreme })).toBe(false);
    expect(isAreaVisible('knowledge', { modules: withoutGenai, level: levels.supreme })).toBe(true);
    expect(isAreaVisible('live', { modules: ['crm'], level: levels.administrator })).toBe(false);
    expect(isAreaVisible('contacts', { modules: ['crm'], level: levels.junior })).toBe(true);
  });

  it('always shows the areas every user needs', () => {
    for (const area of ['dashboard', 'profile', 'help'] as const) {
      expect(isAreaVisible(area, { modules: [], level: levels.junior })).toBe(true);
    }
  });
});
