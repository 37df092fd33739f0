import type { Ring } from './encodeRings.ts';

// The rings of an SVG path made only of relative `m` and `z` commands (the implicit linetos after
// `m` included), as absolute points: the shape every @svg-maps path has.
export function readSvgRings(path: string): Ring[] {
  const rings: Ring[] = [];
  let [x, y] = [0, 0];
  for (const [, command, body = ''] of path.matchAll(/([mMzZ])([^mMzZ]*)/g)) {
    if (command === 'z' || command === 'Z') {
      const start = rings.at(-1)?.[0];
      if (start) [x, y] = start;
      continue;
    }
    if (command === 'M') throw new Error('absolute moves are not expected');
    const numbers = body.match(/-?(\d+\.?\d*|\.\d+)(e-?\d+)?/g)?.map(Number) ?? [];
    const ring: Ring = [];
    for (let index = 0; index + 1 < numbers.length; index += 2) {
      x += numbers[index] ?? 0;
      y += numbers[index + 1] ?? 0;
      ring.push([x, y]);
    }
    rings.push(ring);
  }
  return rings;
}
