// WCAG 2.1's contrast ratio of two opaque CSS colours as getComputedStyle writes them
// ("rgb(13, 17, 23)"), from 1 (the same) to 21 (black on white).
export function contrastRatio(first: string, second: string) {
  const [a, b] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (a + 0.05) / (b + 0.05);
}

export function relativeLuminance(color: string) {
  const channels = color
    .match(/\d+(\.\d+)?/g)
    ?.slice(0, 3)
    .map(Number);
  if (channels?.length !== 3) throw new Error(`not an rgb() colour: ${color}`);
  const [r, g, b] = channels.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
