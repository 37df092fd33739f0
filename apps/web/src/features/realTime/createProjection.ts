// A flat (equirectangular) projection fitted to a set of [lon, lat] rings: longitudes shrink by
// the cosine of the middle latitude so shapes are not stretched. Plenty for one country's states.
export function createProjection(rings: number[][][], width: number) {
  const points = rings.flat();
  const lons = points.map(([lon = 0]) => lon);
  const lats = points.map(([, lat = 0]) => lat);
  const [west, east] = [Math.min(...lons), Math.max(...lons)];
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const squeeze = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const scale = width / ((east - west) * squeeze || 1);
  const height = Math.round((north - south) * scale);
  const point = ([lon = 0, lat = 0]: number[]) =>
    `${((lon - west) * squeeze * scale).toFixed(1)},${((north - lat) * scale).toFixed(1)}`;
  return {
    width,
    height,
    // An SVG path for one ring.
    path: (ring: number[][]) => `M${ring.map(point).join('L')}Z`,
  };
}
