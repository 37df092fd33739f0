import type { FlowLine } from '@prosa/contracts';
import { unchosenJump } from './newLine.ts';

// Sets (or, with `target` undefined, clears) one jump of a line, named by its canvas handle (see
// jumpSlots). A jump the line cannot do without (a jump line, a condition rule) is left unchosen
// instead of removed, so saving points at the line. Returns a new list; the others are kept as is.
export function setJump(
  lines: readonly FlowLine[],
  from: number,
  handle: string,
  target: number | undefined,
): FlowLine[] {
  return lines.map((line) => (line.line === from ? setLineJump(line, handle, target) : line));
}

function withOptional<T extends object, K extends string>(item: T, key: K, value: number | undefined): T {
  const { [key]: _, ...rest } = item as Record<string, unknown>;
  return (value === undefined ? rest : { ...rest, [key]: value }) as T;
}

function setLineJump(line: FlowLine, handle: string, target: number | undefined): FlowLine {
  const [kind, at] = handle.split(':');
  const index = Number(at);
  switch (kind) {
    case 'next':
      if (line.type === 'jump') return { ...line, jump: target ?? unchosenJump };
      return withOptional(line, 'jump', target);
    case 'error':
      return withOptional(line, 'errorJump', target);
    case 'noResponse':
      return line.noResponse ? { ...line, noResponse: withOptional(line.noResponse, 'jump', target) } : line;
    case 'notFound':
      return line.type === 'faq' ? { ...line, faq: withOptional(line.faq, 'notFoundJump', target) } : line;
    case 'button':
      if (line.type !== 'buttons' && line.type !== 'faq') return line;
      return {
        ...line,
        buttons: line.buttons.map((button, position) =>
          position === index ? withOptional(button, 'jump', target) : button,
        ),
      } as FlowLine;
    case 'rule':
      if (line.type !== 'condition') return line;
      return {
        ...line,
        rules: line.rules.map((rule, position) =>
          position === index ? { ...rule, jump: target ?? unchosenJump } : rule,
        ),
      };
    default:
      return line;
  }
}
