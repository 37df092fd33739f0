import { describe, expect, it } from 'vitest';
import type { MapShapes } from '../api/useMapShapes.ts';
import { brazilStateNames } from '../brazilStateNames.ts';
import brazilMap from './brazilMap.json';
import worldMap from './worldMap.json';

const codes = (map: MapShapes) => map.shapes.map(({ code }) => code);

describe('the map files', () => {
  it('draw the countries by the ISO codes the server reports, Brazil and its neighbours included', () => {
    expect(codes(worldMap).length).toBeGreaterThan(170);
    expect(codes(worldMap)).toEqual(expect.arrayContaining(['BR', 'AR', 'PT', 'US', 'JP', 'XK']));
    expect(new Set(codes(worldMap)).size).toBe(worldMap.shapes.length);
  });

  it('draw every state of Brazil by the codes the server reports, and only those', () => {
    expect(codes(brazilMap).sort()).toEqual(Object.keys(brazilStateNames).sort());
  });

  it('hold SVG paths of closed rings only', () => {
    for (const { d } of [...worldMap.shapes, ...brazilMap.shapes]) {
      expect(d).toMatch(/^(m[-\d. ]+l[-\d. ]+z)+$/);
    }
  });
});
