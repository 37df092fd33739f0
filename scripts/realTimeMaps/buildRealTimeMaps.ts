// Writes the /realTime page's two maps as compact SVG shapes the page fetches on demand:
//   node --import tsx scripts/realTimeMaps/buildRealTimeMaps.ts
// - worldMap.json: Natural Earth's 1:110m countries (public domain) from `world-atlas` (ISC),
//   through `topojson-client`, in the Equal Earth projection, keyed by ISO 3166-1 alpha-2 code.
//   Antarctica is left out: it would take a fifth of the height; its rare visitor is in the table.
// - brazilMap.json: Brazil's states from `@svg-maps/brazil` (MapSVG's map, CC BY 4.0: the page
//   and NOTICE.md credit it), coordinates rounded to a tenth, keyed by the state's code.
// Run again after updating either package; the output is committed.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import brazil from '@svg-maps/brazil';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { encodeRings, type Ring } from './encodeRings.ts';
import { projectEqualEarth } from './projectEqualEarth.ts';
import { readSvgRings } from './readSvgRings.ts';
import { splitAtAntimeridian } from './splitAtAntimeridian.ts';

const target = new URL('../../apps/web/src/features/realTime/geo/', import.meta.url);
const worldWidth = 1000;

interface MapShapes {
  viewBox: string;
  shapes: Array<{ code: string; d: string }>;
}

// Natural Earth keys countries by ISO numeric code; CLDR's region aliases (through Intl) turn
// "076" into "BR". Three shapes have no numeric code.
const codeOfName: Record<string, string> = { 'N. Cyprus': 'CY', Somaliland: 'SO', Kosovo: 'XK' };
function alpha2Of(id: string | number | undefined, name: string) {
  const code = id === undefined ? codeOfName[name] : new Intl.Locale(`und-${id}`).region;
  if (!code || !/^[A-Z]{2}$/.test(code)) throw new Error(`no ISO code for ${name} (${id})`);
  return code;
}

function buildWorld(): MapShapes {
  const topology = createRequire(import.meta.url)('world-atlas/countries-110m.json') as Topology;
  const countries = feature(topology, topology.objects.countries as GeometryCollection<{ name: string }>);
  const ringsByCode = new Map<string, Ring[]>();
  for (const country of countries.features) {
    const code = alpha2Of(country.id, country.properties.name);
    if (code === 'AQ' || !country.geometry) continue;
    const { geometry } = country;
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : [];
    const rings = polygons
      .flat()
      .flatMap((ring) => splitAtAntimeridian(ring.map(([lon = 0, lat = 0]) => [lon, lat])))
      .map((ring) => ring.map(projectEqualEarth));
    ringsByCode.set(code, [...(ringsByCode.get(code) ?? []), ...rings]);
  }
  const points = [...ringsByCode.values()].flat(2);
  const [west, east] = [Math.min(...points.map(([x]) => x)), Math.max(...points.map(([x]) => x))];
  const [south, north] = [Math.min(...points.map(([, y]) => y)), Math.max(...points.map(([, y]) => y))];
  const scale = worldWidth / (east - west);
  const toSvg = ([x, y]: [number, number]): [number, number] => [(x - west) * scale, (north - y) * scale];
  return {
    viewBox: `0 0 ${worldWidth} ${Math.ceil((north - south) * scale)}`,
    shapes: [...ringsByCode]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([code, rings]) => ({
        code,
        d: encodeRings(
          rings.map((ring) => ring.map(toSvg)),
          1,
        ),
      }))
      .filter(({ d }) => d !== ''),
  };
}

// The package's own types point at a package it does not ship.
const { viewBox, locations } = brazil as { viewBox: string; locations: Array<{ id: string; path: string }> };

function buildBrazil(): MapShapes {
  return {
    viewBox,
    shapes: locations.map(({ id, path }) => ({
      code: id.toUpperCase(),
      d: encodeRings(readSvgRings(path), 1),
    })),
  };
}

// In the formatter's own layout, so the committed files pass `biome check` as written.
function writeMap(name: string, map: MapShapes) {
  const text = `${JSON.stringify(map, null, 2)}\n`;
  writeFileSync(new URL(name, target), text);
  console.log(`${name}: ${map.shapes.length} shapes, ${(text.length / 1024).toFixed(1)} KB`);
}

writeMap('worldMap.json', buildWorld());
writeMap('brazilMap.json', buildBrazil());
