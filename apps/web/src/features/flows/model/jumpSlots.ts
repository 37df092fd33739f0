import type { FlowLine } from '@prosa/contracts';

// One place a line can jump from: its next line, its error or no-response jump, a button, a
// condition rule or the FAQ's not-found jump. `handle` names it on the canvas (a node's source
// handle and the edge id), `target` is the line it points at (absent: none chosen).
export interface JumpSlot {
  handle: string;
  kind: 'next' | 'error' | 'noResponse' | 'button' | 'rule' | 'notFound';
  // The button or rule number (1-based) for those kinds.
  index?: number;
  label?: string;
  target: number | undefined;
}

// Lines whose action can fail, and so have an error jump worth drawing.
const failingTypes = new Set<FlowLine['type']>(['handoff', 'http', 'code']);

export function jumpSlots(line: FlowLine): JumpSlot[] {
  const slots: JumpSlot[] = [];
  if (line.type !== 'end') slots.push({ handle: 'next', kind: 'next', target: line.jump });
  if (line.type === 'buttons' || line.type === 'faq') {
    line.buttons.forEach((button, at) => {
      slots.push({
        handle: `button:${at}`,
        kind: 'button',
        index: at + 1,
        label: button.value || button.key,
        target: button.jump,
      });
    });
  }
  if (line.type === 'condition') {
    line.rules.forEach((rule, at) => {
      slots.push({ handle: `rule:${at}`, kind: 'rule', index: at + 1, label: rule.field, target: rule.jump });
    });
  }
  if (line.type === 'faq')
    slots.push({ handle: 'notFound', kind: 'notFound', target: line.faq.notFoundJump });
  if (failingTypes.has(line.type) || line.errorJump !== undefined) {
    slots.push({ handle: 'error', kind: 'error', target: line.errorJump });
  }
  if (line.noResponse) slots.push({ handle: 'noResponse', kind: 'noResponse', target: line.noResponse.jump });
  return slots;
}
