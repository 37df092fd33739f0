import { describe, expect, it } from 'vitest';
import { newId, newToken } from './newId.ts';

describe('newId', () => {
  it('is 24 lower-case hex characters', () => {
    for (let i = 0; i < 50; i++) expect(newId()).toMatch(/^[0-9a-f]{24}$/);
  });

  it('starts with the creation second, so ids sort roughly by time', () => {
    const before = Math.floor(Date.now() / 1000);
    const id = newId();
    const after = Math.floor(Date.now() / 1000);
    const seconds = Number.parseInt(id.slice(0, 8), 16);
    expect(seconds).toBeGreaterThanOrEqual(before);
    expect(seconds).toBeLessThanOrEqual(after);
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, newId));
    expect(ids.size).toBe(1000);
  });
});

describe('newToken', () => {
  it('is url-safe base64 of the asked number of random bytes', () => {
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken(18)).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(newToken()).not.toBe(newToken());
  });
});
