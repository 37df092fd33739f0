// The Equal Earth projection (Šavrič, Patterson and Jenny, 2018): areas stay true, so a big country
// does not look busier than it is, and the continents keep familiar shapes. Longitude and latitude
// in degrees; x grows east and y grows north, in units of the Earth's radius.
const [a1, a2, a3, a4] = [1.340264, -0.081106, 0.000893, 0.003796];
const m = Math.sqrt(3) / 2;

export function projectEqualEarth([longitude, latitude]: [number, number]): [number, number] {
  const theta = Math.asin(m * Math.sin((latitude * Math.PI) / 180));
  const t2 = theta * theta;
  const t6 = t2 * t2 * t2;
  const x =
    (((longitude * Math.PI) / 180) * Math.cos(theta)) /
    (m * (a1 + 3 * a2 * t2 + t6 * (7 * a3 + 9 * a4 * t2)));
  const y = theta * (a1 + a2 * t2 + t6 * (a3 + a4 * t2));
  return [x, y];
}
