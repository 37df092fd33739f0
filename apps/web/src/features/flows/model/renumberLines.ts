import type { FlowLine } from '@prosa/contracts';
import { unchosenJump } from './newLine.ts';

// The lite editor keeps balloon n on line n, so the list order is the flow's order. After adding,
// removing or moving balloons the lines are numbered again and every jump follows its balloon; a
// jump to a removed balloon is dropped, or left unchosen where the line cannot do without one.
export function renumberLines(ordered: readonly FlowLine[]): FlowLine[] {
  const numbers = new Map(ordered.map((line, index) => [line.line, index + 1]));
  const follow = (target: number | undefined) => (target === undefined ? undefined : numbers.get(target));
  return ordered.map((line, index) => {
    const moved: FlowLine = { ...line, line: index + 1 };
    const jump = follow(line.jump);
    setOptional(moved, 'jump', jump);
    setOptional(moved, 'errorJump', follow(line.errorJump));
    if (line.noResponse) moved.noResponse = withOptionalJump(line.noResponse, follow(line.noResponse.jump));
    switch (moved.type) {
      case 'jump':
        moved.jump = jump ?? unchosenJump;
        break;
      case 'buttons':
        moved.buttons = moved.buttons.map((button) => withOptionalJump(button, follow(button.jump)));
        break;
      case 'faq':
        moved.buttons = moved.buttons.map((button) => withOptionalJump(button, follow(button.jump)));
        moved.faq = { ...moved.faq };
        setOptional(moved.faq, 'notFoundJump', follow(moved.faq.notFoundJump));
        break;
      case 'condition':
        moved.rules = moved.rules.map((rule) => ({ ...rule, jump: follow(rule.jump) ?? unchosenJump }));
        break;
    }
    return moved;
  });
}

function withOptionalJump<T extends { jump?: number }>(item: T, jump: number | undefined): T {
  const copy = { ...item };
  setOptional(copy, 'jump', jump);
  return copy;
}

// An absent optional field stays absent (not `undefined`), as the JSON the server stores.
function setOptional<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined) {
  if (value === undefined) delete target[key];
  else target[key] = value;
}
