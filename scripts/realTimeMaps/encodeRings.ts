export type Ring = Array<[number, number]>;

// Rings as a compact SVG path: coordinates rounded to `decimals`, each point relative to the one
// before (short numbers), points that round onto the previous one dropped, rings that collapse to
// fewer than three points left out. Rounding absolute positions before taking differences keeps
// the error from piling up along a border, and two shapes sharing a border round it identically.
export function encodeRings(rings: Ring[], decimals: number): string {
  const factor = 10 ** decimals;
  let path = '';
  let [lastX, lastY] = [0, 0];
  for (const ring of rings) {
    const points: Array<[number, number]> = [];
    for (const [x, y] of ring) {
      const rounded: [number, number] = [Math.round(x * factor), Math.round(y * factor)];
      const previous = points.at(-1);
      if (!previous || previous[0] !== rounded[0] || previous[1] !== rounded[1]) points.push(rounded);
    }
    const [first] = points;
    const last = points.at(-1);
    if (first && last && first[0] === last[0] && first[1] === last[1]) points.pop();
    if (points.length < 3) continue;
    const steps = points.map(([x, y]) => {
      const step = [(x - lastX) / factor, (y - lastY) / factor];
      [lastX, lastY] = [x, y];
      return step;
    });
    path += `m${joinNumbers(steps.slice(0, 1).flat())}l${joinNumbers(steps.slice(1).flat())}z`;
    // After `z` the pen is back at the ring's first point, which the next ring starts from.
    [lastX, lastY] = points[0] ?? [0, 0];
  }
  return path;
}

// "1 -2 0.5" as "1-2 .5": a minus sign separates numbers as well as a space does.
function joinNumbers(numbers: number[]) {
  return numbers
    .map((value) => String(value).replace(/^(-?)0\./, '$1.'))
    .reduce(
      (text, number) => (text === '' || number.startsWith('-') ? text + number : `${text} ${number}`),
      '',
    );
}
