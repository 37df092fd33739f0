// The widget's icons as inline SVG: emoji and symbol characters render as empty boxes on systems
// without an emoji font (many Linux desktops, kiosks). Paths on a 24 by 24 grid, stroked in
// currentColor so each takes its button's colour; decorative (the button carries the name).
const paths = {
  chat: ['M4 5h16v11H9l-5 4z'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  smile: [
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18',
    'M8 14c1 1.5 2.3 2.2 4 2.2s3-.7 4-2.2',
    'M9 9.5h.01',
    'M15 9.5h.01',
  ],
  attach: [
    'M20 11.5l-8.2 8.2a5 5 0 0 1-7-7L13 4.5a3.4 3.4 0 0 1 4.8 4.8l-8.2 8.2a1.7 1.7 0 0 1-2.4-2.4L15 7.3',
  ],
  clock: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18', 'M12 7v5l3 2'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  checks: ['M2 12.5l4.5 4.5L16 7.5', 'M12 16l1 1l9.5-9.5'],
  alert: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18', 'M12 7.5v5.5', 'M12 16.5h.01'],
} as const;
export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

const svgNs = 'http://www.w3.org/2000/svg';

export function icon(name: IconName): SVGSVGElement {
  const svg = document.createElementNS(svgNs, 'svg');
  for (const [attribute, value] of Object.entries({
    viewBox: '0 0 24 24',
    width: '1em',
    height: '1em',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
    class: `icon icon-${name}`,
  }))
    svg.setAttribute(attribute, value);
  for (const d of paths[name]) {
    const path = document.createElementNS(svgNs, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}
