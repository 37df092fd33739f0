import type { FlowLine } from '@prosa/contracts';

// The words a balloon says first, whatever its type (empty for those that say nothing).
export function lineText(line: FlowLine): string {
  switch (line.type) {
    case 'message':
      return line.content.kind === 'text'
        ? line.content.text
        : line.content.kind === 'carousel'
          ? ''
          : line.content.url;
    case 'question':
    case 'buttons':
    case 'slider':
    case 'faq':
    case 'handoff':
    case 'end':
      return line.text;
    case 'dataCollection':
      return line.initialMessage;
    default:
      return '';
  }
}
