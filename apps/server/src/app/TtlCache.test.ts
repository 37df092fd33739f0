import { describe, expect, it } from 'vitest';
import { TtlCache } from './TtlCache.ts';

describe('TtlCache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 1_000;
    const cache = new TtlCache<string, number>(100, 10, () => now);
    cache.set('a', 1);
    now += 99;
    expect(cache.get('a')).toBe(1);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the entry set longest ago past its size', () => {
    const cache = new TtlCache<string, number>(1_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
  });

  it('shares one load between callers and keeps neither a failure nor a null', async () => {
    const cache = new TtlCache<string, Promise<string | null>>(1_000, 10);
    let loads = 0;
    const found = () => cache.remember('k', async () => `row ${++loads}`);
    expect(await Promise.all([found(), found()])).toEqual(['row 1', 'row 1']);
    cache.delete('k');
    const failing = cache.remember('k', async () => {
      throw new Error('down');
    });
    await expect(failing).rejects.toThrow('down');
    expect(await cache.remember('k', async () => null)).toBeNull();
    expect(await found()).toBe('row 2');
  });
});
