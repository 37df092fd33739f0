import { describe, expect, it } from 'vitest';
import { encodeRings } from './encodeRings.ts';
import { readSvgRings } from './readSvgRings.ts';

describe('encodeRings', () => {
  it('writes each ring relative to the point before, the next ring from the last ring start', () => {
    const path = encodeRings(
      [
        [
          [10, 10],
          [12.5, 10],
          [12.5, 7],
        ],
        [
          [20, 20],
          [21, 20],
          [21, 21],
        ],
      ],
      1,
    );
    expect(path).toBe('m10 10l2.5 0 0-3zm10 10l1 0 0 1z');
  });

  it('drops points that round onto the one before and rings that collapse', () => {
    const path = encodeRings(
      [
        [
          [0, 0],
          [0.01, 0.01],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
        [
          [5, 5],
          [5.01, 5],
          [5, 5.02],
        ],
      ],
      1,
    );
    expect(path).toBe('m0 0l1 0 0 1z');
  });

  it('reads back what it writes, within the rounding', () => {
    const rings: Array<Array<[number, number]>> = [
      [
        [416.97257, 334.13114],
        [402.28257, 334.11114],
        [401.76257, 330.85114],
      ],
      [
        [30.73, 238.03],
        [28.65, 237.99],
        [29.19, 236.18],
      ],
    ];
    const back = readSvgRings(encodeRings(rings, 1)).flat();
    rings.flat().forEach(([x, y], index) => {
      expect(back[index]?.[0]).toBeCloseTo(x, 0);
      expect(back[index]?.[1]).toBeCloseTo(y, 0);
    });
  });
});
