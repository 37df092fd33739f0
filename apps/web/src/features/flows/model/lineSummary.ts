import type { FlowLine } from '@prosa/contracts';
import { lineText } from './lineText.ts';

// A line in a few words, for its node on the canvas.
export function lineSummary(line: FlowLine): string {
  const text = lineText(line) || describe(line);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function describe(line: FlowLine): string {
  switch (line.type) {
    case 'condition':
      return line.rules.map((rule) => `${rule.field} ${rule.operator} ${rule.value}`.trim()).join(' · ');
    case 'http':
      return `${line.http.method} ${line.http.url}`;
    case 'code':
      return Object.keys(line.externalCode).join(', ');
    case 'message':
      return line.content.kind === 'carousel' ? line.content.cards.map((card) => card.title).join(', ') : '';
    default:
      return '';
  }
}
