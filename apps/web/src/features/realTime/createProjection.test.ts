import { describe, expect, it } from 'vitest';
import { createProjection } from './createProjection.ts';
import brazil from './geo/brazil-states.json';
import { shadeOfCount } from './shadeOfCount.ts';

describe('createProjection', () => {
  it('fits the rings to the width, north up', () => {
    const square = [
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ],
    ];
    const projection = createProjection(square, 100);
    expect(projection.width).toBe(100);
    // At latitude 5 the squeeze is cos(5°): the square is a little taller than wide.
    expect(projection.height).toBe(Math.round(100 / Math.cos((5 * Math.PI) / 180)));
    expect(projection.path(square[0] ?? [])).toBe('M0.0,100.4L100.0,100.4L100.0,0.0L0.0,0.0Z');
  });
});

describe('brazil-states.json', () => {
  it('has the 26 states and the Federal District, each a closed ring of codes the server uses', () => {
    const codes = brazil.features.map((feature) => feature.properties.code).sort();
    expect(codes).toHaveLength(27);
    expect(codes).toContain('SP');
    expect(codes).toContain('DF');
    for (const feature of brazil.features) {
      const [ring = []] = feature.geometry.coordinates;
      expect(ring.length).toBeGreaterThanOrEqual(4);
      expect(ring[0]).toEqual(ring.at(-1));
    }
  });
});

describe('shadeOfCount', () => {
  it('leaves states without visitors neutral and shades the busiest fully', () => {
    expect(shadeOfCount(0, 5)).toBe('var(--rt-map-empty)');
    expect(shadeOfCount(5, 5)).toBe('rgba(22, 119, 255, 1.00)');
    expect(shadeOfCount(1, 4)).toBe('rgba(22, 119, 255, 0.44)');
  });
});
