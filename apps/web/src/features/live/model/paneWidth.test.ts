import { describe, expect, it } from 'vitest';
import { clampWidth, draggedWidth, keyedWidth, listPane, readWidth, sidePane } from './paneWidth.ts';

describe('the resizable panes of /live', () => {
  it('reads a stored width within the bounds, and the initial width for nothing sensible', () => {
    expect(readWidth(sidePane, '400')).toBe(400);
    expect(readWidth(sidePane, '9999')).toBe(sidePane.max);
    expect(readWidth(sidePane, '10')).toBe(sidePane.min);
    expect(readWidth(sidePane, null)).toBe(sidePane.initial);
    expect(readWidth(sidePane, '')).toBe(sidePane.initial);
    expect(readWidth(sidePane, 'wide')).toBe(sidePane.initial);
    expect(clampWidth(listPane, 333.6)).toBe(334);
  });

  it('grows the list with a rightward drag and shrinks the side panel with it', () => {
    expect(draggedWidth(listPane, 'start', 380, 40)).toBe(420);
    expect(draggedWidth(sidePane, 'end', 340, 40)).toBe(300);
    expect(draggedWidth(sidePane, 'end', 340, -1000)).toBe(sidePane.max);
  });

  it('moves by arrow keys in the arrow’s direction, to the ends by Home and End, and ignores other keys', () => {
    expect(keyedWidth(sidePane, 'end', 340, 'ArrowLeft', false)).toBe(356);
    expect(keyedWidth(sidePane, 'end', 340, 'ArrowRight', true)).toBe(276);
    expect(keyedWidth(listPane, 'start', 380, 'ArrowRight', false)).toBe(396);
    expect(keyedWidth(listPane, 'start', 380, 'Home', false)).toBe(listPane.min);
    expect(keyedWidth(listPane, 'start', 380, 'End', false)).toBe(listPane.max);
    expect(keyedWidth(listPane, 'start', 380, 'Enter', false)).toBeNull();
  });
});
