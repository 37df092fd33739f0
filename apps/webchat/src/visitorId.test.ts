import { visitorIdPattern } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { randomId } from './randomId.ts';
import { visitorId, visitorIdKey } from './visitorId.ts';

const storageWith = (items: Map<string, string>) =>
  ({
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (k: string, v: string) => items.set(k, v),
  }) as unknown as Storage;

describe('visitorId', () => {
  it('makes a random id the server accepts and keeps it for the next visit', () => {
    const items = new Map<string, string>();
    const id = visitorId(storageWith(items));
    expect(id).toMatch(visitorIdPattern);
    expect(id.length).toBeGreaterThanOrEqual(22);
    expect(items.get(visitorIdKey)).toBe(id);
    expect(visitorId(storageWith(items))).toBe(id);
  });

  it('replaces a tampered id and works without storage', () => {
    const items = new Map([[visitorIdKey, '<script>']]);
    expect(visitorId(storageWith(items))).toMatch(visitorIdPattern);
    expect(visitorId(null)).toMatch(visitorIdPattern);
  });

  it('gives base64url ids that do not repeat', () => {
    const ids = new Set(Array.from({ length: 500 }, () => randomId()));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
