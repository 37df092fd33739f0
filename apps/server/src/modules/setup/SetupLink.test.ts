import { describe, expect, it } from 'vitest';
import { SetupLink } from './SetupLink.ts';

describe('SetupLink', () => {
  it('is taken once with its own token', () => {
    const link = new SetupLink();
    expect(link.take('not-the-token')).toBe(false);
    expect(link.take(link.token)).toBe(true);
    expect(link.take(link.token)).toBe(false);
  });

  it('can be given back after a setup that failed, and taken again', () => {
    const link = new SetupLink();
    expect(link.take(link.token)).toBe(true);
    link.release(link.token);
    expect(link.take(link.token)).toBe(true);
  });

  it('expires 24 hours after it was printed', () => {
    const printedAt = Date.parse('2026-01-01T00:00:00Z');
    const link = new SetupLink(printedAt);
    expect(link.take(link.token, printedAt + 24 * 60 * 60 * 1000 + 1)).toBe(false);
    expect(link.take(link.token, printedAt + 23 * 60 * 60 * 1000)).toBe(true);
  });
});
