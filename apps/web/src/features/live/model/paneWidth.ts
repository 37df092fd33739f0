// The resizable panes of /live: the conversation list on the left and the contact's side panel on
// the right, each with a width in pixels kept per browser (localStorage) within its bounds.
export interface PaneBounds {
  storageKey: string;
  initial: number;
  min: number;
  max: number;
}

export const listPane: PaneBounds = { storageKey: 'live.listWidth', initial: 380, min: 300, max: 560 };
export const sidePane: PaneBounds = { storageKey: 'live.panelWidth', initial: 340, min: 260, max: 560 };

// One arrow key press moves a splitter this far (Shift for a bigger step).
export const paneStep = 16;

export const clampWidth = (bounds: PaneBounds, width: number) =>
  Math.round(Math.min(bounds.max, Math.max(bounds.min, width)));

// The stored width, or the pane's initial one when nothing (or nothing sensible) is stored.
export function readWidth(bounds: PaneBounds, stored: string | null): number {
  const width = stored === null ? Number.NaN : Number(stored);
  return Number.isFinite(width) && stored?.trim() !== '' ? clampWidth(bounds, width) : bounds.initial;
}

// The width after a drag of `dx` pixels (rightwards positive) from `start`: a pane on the left
// grows with the pointer, one on the right (its splitter on its left edge) shrinks.
export const draggedWidth = (bounds: PaneBounds, side: 'start' | 'end', start: number, dx: number) =>
  clampWidth(bounds, side === 'start' ? start + dx : start - dx);

// The width after a key on the focused splitter, or null for a key it ignores.
export function keyedWidth(
  bounds: PaneBounds,
  side: 'start' | 'end',
  width: number,
  key: string,
  isLargeStep: boolean,
): number | null {
  const step = isLargeStep ? paneStep * 4 : paneStep;
  if (key === 'Home') return bounds.min;
  if (key === 'End') return bounds.max;
  const rightwards = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (rightwards === 0) return null;
  return draggedWidth(bounds, side, width, rightwards * step);
}
