import type { FlowLine } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { flowGraph } from './flowGraph.ts';
import { layoutFlow } from './layoutFlow.ts';
import { newLine } from './newLine.ts';
import { newProLine } from './newProLine.ts';
import { removeLine } from './removeLine.ts';
import { setJump } from './setJump.ts';

const buttons: FlowLine = {
  ...newLine('buttons', 1),
  type: 'buttons',
  text: 'Como ajudar?',
  buttons: [
    { key: 'a', value: 'Comprar', jump: 3 },
    { key: 'b', value: 'Suporte' },
  ],
  buttonLimit: 6,
};
const question = { ...newLine('question', 2), jump: 4 } as FlowLine;
const handoff = { ...newLine('handoff', 3), errorJump: 4 } as FlowLine;
const end = newLine('end', 4);
const lines = [buttons, question, handoff, end];

describe('flowGraph', () => {
  it('draws one node per line and one edge per chosen jump, buttons and error jumps included', () => {
    const { nodes, edges } = flowGraph(lines);
    expect(nodes.map((node) => node.id)).toEqual(['1', '2', '3', '4']);
    expect(edges.map((edge) => [edge.id, edge.target, edge.kind])).toEqual([
      ['1:button:0', '3', 'button'],
      ['1:following', '2', 'following'],
      ['2:next', '4', 'next'],
      ['3:error', '4', 'error'],
      ['3:following', '4', 'following'],
    ]);
    expect(nodes[0]?.slots.map((slot) => slot.handle)).toEqual(['next', 'button:0', 'button:1']);
  });

  it('draws condition rules, FAQ not-found and no-response jumps, and none to missing lines', () => {
    const condition = {
      ...newProLine('condition', []),
      rules: [{ field: 'email', operator: 'exists', value: '', jump: 2 }],
    } as FlowLine;
    const faq = newProLine('faq', [condition]);
    const withTimer = {
      ...faq,
      faq: { ...(faq as { faq: object }).faq, notFoundJump: 1 },
      noResponse: { afterMinutes: 5, jump: 1 },
      jump: 99,
    } as FlowLine;
    const { edges } = flowGraph([condition, withTimer]);
    expect(edges.map((edge) => edge.id)).toEqual(['1:rule:0', '1:following', '2:notFound', '2:noResponse']);
  });
});

describe('setJump', () => {
  it('sets and clears a button jump, leaving the other lines untouched', () => {
    const joined = setJump(lines, 1, 'button:1', 4);
    expect(joined[0]).toMatchObject({ buttons: [{ jump: 3 }, { key: 'b', jump: 4 }] });
    expect(joined[1]).toBe(question);
    const cleared = setJump(joined, 1, 'button:0', undefined);
    expect((cleared[0] as { buttons: object[] }).buttons[0]).toEqual({ key: 'a', value: 'Comprar' });
  });

  it('sets the line jump and the error jump, and clears them by removing the field', () => {
    expect(setJump(lines, 2, 'next', 3)[1]).toMatchObject({ jump: 3 });
    expect(setJump(lines, 2, 'next', undefined)[1]).not.toHaveProperty('jump');
    expect(setJump(lines, 3, 'error', undefined)[2]).not.toHaveProperty('errorJump');
  });

  it('leaves a required jump unchosen instead of removing it', () => {
    const jump = { ...newLine('jump', 1), jump: 2 } as FlowLine;
    expect(setJump([jump], 1, 'next', undefined)[0]).toMatchObject({ jump: 0 });
  });
});

describe('removeLine', () => {
  it('removes the line and clears the jumps that pointed at it', () => {
    const kept = removeLine(lines, 4);
    expect(kept.map((line) => line.line)).toEqual([1, 2, 3]);
    expect(kept[1]).not.toHaveProperty('jump');
    expect(kept[2]).not.toHaveProperty('errorJump');
  });

  it('numbers a new line after the last one', () => {
    expect(newProLine('slider', lines).line).toBe(5);
  });
});

describe('layoutFlow', () => {
  it('puts each line one layer below the first line that reaches it, top to bottom', () => {
    const positions = layoutFlow(lines);
    expect(positions['1']?.y).toBe(0);
    // Line 1 reaches 3 (button) and 2 (following line) on the same layer, in drawing order.
    expect(positions['3']?.y).toBe(positions['2']?.y);
    expect(positions['2']?.y).toBeGreaterThan(0);
    expect(positions['4']?.y).toBeGreaterThan(positions['2']?.y ?? 0);
    expect(positions['2']?.x).not.toBe(positions['3']?.x);
  });

  it('places lines nothing reaches below the rest', () => {
    const alone = [newLine('end', 1), newLine('end', 2)];
    const positions = layoutFlow(alone);
    expect(positions['2']?.y).toBeGreaterThan(positions['1']?.y ?? 0);
  });
});
