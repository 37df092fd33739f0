import { describe, expect, it } from 'vitest';
import { quickResponseSearch } from './quickResponseSearch.ts';

describe('quickResponseSearch', () => {
  it('reads what follows a leading slash', () => {
    expect(quickResponseSearch('/')).toBe('');
    expect(quickResponseSearch('/bom dia')).toBe('bom dia');
  });

  it('starts no search when the slash is not first or the line was broken', () => {
    expect(quickResponseSearch('olá /bom')).toBeNull();
    expect(quickResponseSearch('')).toBeNull();
    expect(quickResponseSearch('/bom\ndia')).toBeNull();
  });
});
