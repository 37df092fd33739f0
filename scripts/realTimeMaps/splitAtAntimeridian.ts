import type { Ring } from './encodeRings.ts';

// Natural Earth cuts Fiji and Chukotka at ±180° inside one ring, so a plain projection draws a line
// across the whole map. The ring is made continuous (longitudes past 180°), then cut at the
// antimeridian into the part on each side. [longitude, latitude] in degrees.
export function splitAtAntimeridian(ring: Ring): Ring[] {
  let offset = 0;
  const continuous = ring.map(([lon, lat], index): [number, number] => {
    const previous = ring[index - 1];
    if (previous && lon - previous[0] > 180) offset -= 360;
    if (previous && lon - previous[0] < -180) offset += 360;
    return [lon + offset, lat];
  });
  const lons = continuous.map(([lon]) => lon);
  const edge = Math.max(...lons) > 180 ? 180 : Math.min(...lons) < -180 ? -180 : null;
  if (edge === null) return [ring];
  const shift = edge > 0 ? -360 : 360;
  return [
    clipAt(continuous, edge, (lon) => (edge > 0 ? lon <= edge : lon >= edge)),
    clipAt(continuous, edge, (lon) => (edge > 0 ? lon >= edge : lon <= edge)).map(
      ([lon, lat]): [number, number] => [lon + shift, lat],
    ),
  ].filter((part) => part.length >= 3);
}

// Sutherland–Hodgman against the meridian `edge`, keeping the side where `isInside`.
function clipAt(ring: Ring, edge: number, isInside: (lon: number) => boolean): Ring {
  const clipped: Ring = [];
  ring.forEach((point, index) => {
    const previous = ring[(index + ring.length - 1) % ring.length] ?? point;
    if (isInside(point[0]) !== isInside(previous[0])) {
      const along = (edge - previous[0]) / (point[0] - previous[0]);
      clipped.push([edge, previous[1] + along * (point[1] - previous[1])]);
    }
    if (isInside(point[0])) clipped.push(point);
  });
  return clipped;
}
