import { describe, expect, it } from 'vitest';
import { presenceName } from './presenceName.ts';

describe('presenceName', () => {
  it('names online, away and anything else as offline', () => {
    expect([5, 3, 1, -5].map(presenceName)).toEqual(['online', 'away', 'offline', 'offline']);
  });
});
