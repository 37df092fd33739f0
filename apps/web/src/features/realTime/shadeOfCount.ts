// The fill of a place on a map: the panel's blue, stronger with more visitors; none is grey.
export function shadeOfCount(count: number, max: number): string {
  if (count <= 0 || max <= 0) return 'var(--rt-map-empty)';
  const strength = 0.25 + 0.75 * Math.min(1, count / max);
  return `rgba(22, 119, 255, ${strength.toFixed(2)})`;
}
