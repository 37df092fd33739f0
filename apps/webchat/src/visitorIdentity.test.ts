import { visitorIdPattern, visitorSecretPattern } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { randomId } from './randomId.ts';
import { visitorIdentity, visitorIdKey, visitorSecretKey } from './visitorIdentity.ts';

const storageWith = (items: Map<string, string>) =>
  ({
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (k: string, v: string) => items.set(k, v),
  }) as unknown as Storage;

describe('visitorIdentity', () => {
  it('makes a random id and secret the server accepts and keeps them for the next visit', () => {
    const items = new Map<string, string>();
    const identity = visitorIdentity(storageWith(items));
    expect(identity.visitorId).toMatch(visitorIdPattern);
    expect(identity.visitorId.length).toBeGreaterThanOrEqual(22);
    expect(identity.visitorSecret).toMatch(visitorSecretPattern);
    // 32 random bytes: 256 bits, twice the 128 the issue asks.
    expect(identity.visitorSecret).toHaveLength(43);
    expect(identity.visitorSecret).not.toBe(identity.visitorId);
    expect(items.get(visitorIdKey)).toBe(identity.visitorId);
    expect(items.get(visitorSecretKey)).toBe(identity.visitorSecret);
    expect(visitorIdentity(storageWith(items))).toEqual(identity);
  });

  it('keeps the id of a visitor from before secrets and gives it a secret', () => {
    const items = new Map([[visitorIdKey, 'AAAAAAAAAAAAAAAAAAAAAA']]);
    const identity = visitorIdentity(storageWith(items));
    expect(identity.visitorId).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    expect(identity.visitorSecret).toMatch(visitorSecretPattern);
    expect(items.get(visitorSecretKey)).toBe(identity.visitorSecret);
  });

  it('starts over when asked, replaces a tampered pair and works without storage', () => {
    const items = new Map<string, string>();
    const first = visitorIdentity(storageWith(items));
    const fresh = visitorIdentity(storageWith(items), true);
    expect(fresh.visitorId).not.toBe(first.visitorId);
    expect(fresh.visitorSecret).not.toBe(first.visitorSecret);
    expect(items.get(visitorIdKey)).toBe(fresh.visitorId);
    const tampered = new Map([
      [visitorIdKey, '<script>'],
      [visitorSecretKey, 'AAAAAAAAAAAAAAAAAAAAAAAA'],
    ]);
    const replaced = visitorIdentity(storageWith(tampered));
    expect(replaced.visitorId).toMatch(visitorIdPattern);
    expect(replaced.visitorSecret).not.toBe('AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(visitorIdentity(null).visitorSecret).toMatch(visitorSecretPattern);
  });

  it('gives base64url ids that do not repeat', () => {
    const ids = new Set(Array.from({ length: 500 }, () => randomId()));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
