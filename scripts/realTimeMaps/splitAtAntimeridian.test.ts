import { describe, expect, it } from 'vitest';
import { splitAtAntimeridian } from './splitAtAntimeridian.ts';

describe('splitAtAntimeridian', () => {
  it('leaves a ring that does not cross the antimeridian alone', () => {
    const ring: Array<[number, number]> = [
      [-50, -10],
      [-40, -10],
      [-40, -20],
    ];
    expect(splitAtAntimeridian(ring)).toEqual([ring]);
  });

  it('cuts an island across ±180° into one part on each side', () => {
    const parts = splitAtAntimeridian([
      [178, -16],
      [-178, -16],
      [-178, -18],
      [178, -18],
    ]);
    expect(parts).toHaveLength(2);
    const [west, east] = parts.map((part) => part.map(([lon]) => lon));
    expect(Math.min(...(west ?? []))).toBe(178);
    expect(Math.max(...(west ?? []))).toBe(180);
    expect(Math.min(...(east ?? []))).toBe(-180);
    expect(Math.max(...(east ?? []))).toBe(-178);
  });
});
