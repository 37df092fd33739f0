import { describe, expect, it } from 'vitest';
import { shadeOfCount } from './shadeOfCount.ts';

describe('shadeOfCount', () => {
  it('leaves places without visitors neutral and shades the busiest fully', () => {
    expect(shadeOfCount(0, 5)).toBe('var(--rt-map-empty)');
    expect(shadeOfCount(5, 5)).toBe('rgba(22, 119, 255, 1.00)');
    expect(shadeOfCount(1, 4)).toBe('rgba(22, 119, 255, 0.44)');
  });
});
