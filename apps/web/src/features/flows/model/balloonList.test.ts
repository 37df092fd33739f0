import type { FlowLine, FlowLineOf } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { addBalloons } from './addBalloons.ts';
import { moveBalloon } from './moveBalloon.ts';
import { newLine, unchosenJump } from './newLine.ts';
import { removeBalloons } from './removeBalloons.ts';

const buttons = (line: number, jumps: number[]): FlowLine => ({
  ...(newLine('buttons', line) as FlowLineOf<'buttons'>),
  buttons: jumps.map((jump, index) => ({ key: `b${index}`, value: `B${index}`, jump })),
});
const jumpTo = (line: number, jump: number): FlowLine => ({ ...newLine('jump', line), type: 'jump', jump });
const numbers = (lines: FlowLine[]) => lines.map((line) => line.line);

describe('the lite editor balloon list', () => {
  it('adds 1 or 10 empty balloons where asked and numbers the list 1..n again', () => {
    const one = addBalloons([], 'message', 1);
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ line: 1, type: 'message', content: { kind: 'text', text: '' } });
    const eleven = addBalloons(one, 'question', 10, -1);
    expect(numbers(eleven)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(eleven.slice(0, 10).every((line) => line.type === 'question')).toBe(true);
    expect(eleven[10]?.type).toBe('message');
  });

  it('keeps jumps on their balloon when balloons are inserted before it', () => {
    const lines = [jumpTo(1, 2), newLine('end', 2)];
    const grown = addBalloons(lines, 'message', 10, 0);
    expect(grown[0]).toMatchObject({ type: 'jump', jump: 12 });
    expect(grown[11]).toMatchObject({ line: 12, type: 'end' });
  });

  it('removes 1 or 10 balloons, dropping optional jumps to them and unchoosing required ones', () => {
    const lines = [
      buttons(1, [3, 2]),
      newLine('message', 2),
      { ...newLine('message', 3), errorJump: 2 } as FlowLine,
      jumpTo(4, 2),
      ...addBalloons([], 'end', 10).map((line) => ({ ...line, line: line.line + 4 })),
    ];
    const removed = removeBalloons(lines, 1, 1);
    expect(numbers(removed)).toEqual(Array.from({ length: 13 }, (_, index) => index + 1));
    expect((removed[0] as FlowLineOf<'buttons'>).buttons).toEqual([
      { key: 'b0', value: 'B0', jump: 2 },
      { key: 'b1', value: 'B1' },
    ]);
    expect('errorJump' in (removed[1] as FlowLine)).toBe(false);
    expect(removed[2]).toMatchObject({ type: 'jump', jump: unchosenJump });
    expect(removeBalloons(removed, 3, 10)).toHaveLength(3);
    expect(removeBalloons(removed, 10, 10)).toHaveLength(10);
  });

  it('moves a balloon and makes every jump follow the balloon it pointed at', () => {
    const lines = [jumpTo(1, 3), newLine('message', 2), newLine('end', 3)];
    const moved = moveBalloon(lines, 2, 1);
    expect(moved.map((line) => line.type)).toEqual(['jump', 'end', 'message']);
    expect(moved[0]).toMatchObject({ jump: 2 });
    expect(moveBalloon(lines, 0, -1)).toEqual(lines);
  });

  it('replaces the list instead of changing it, as React state and the engine cache need', () => {
    const lines = [jumpTo(1, 2), newLine('end', 2)];
    const copy = structuredClone(lines);
    moveBalloon(lines, 0, 1);
    removeBalloons(lines, 0, 1);
    addBalloons(lines, 'message', 1, 0);
    expect(lines).toEqual(copy);
  });
});
