import { type PointerEvent, useRef } from 'react';
import { draggedWidth, keyedWidth, type PaneBounds } from '../model/paneWidth.ts';

interface Props {
  label: string;
  bounds: PaneBounds;
  // Which pane it sizes: the one before it ('start', the list) or after it ('end', the side panel).
  side: 'start' | 'end';
  width: number;
  onChange: (width: number) => void;
}

// The bar between two panes: dragged with the pointer, or focused and moved with the arrow keys
// (Shift for bigger steps, Home and End for the bounds), as a WAI-ARIA window splitter.
export function PaneSplitter({ label, bounds, side, width, onChange }: Props) {
  const drag = useRef<{ x: number; width: number } | null>(null);
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current)
      onChange(draggedWidth(bounds, side, drag.current.width, event.clientX - drag.current.x));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable splitter has no HTML element; <hr> takes no focus.
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={bounds.min}
      aria-valuemax={bounds.max}
      tabIndex={0}
      className="live-splitter"
      onPointerDown={(event) => {
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { x: event.clientX, width };
      }}
      onPointerMove={onPointerMove}
      onPointerUp={() => {
        drag.current = null;
      }}
      onPointerCancel={() => {
        drag.current = null;
      }}
      onKeyDown={(event) => {
        const next = keyedWidth(bounds, side, width, event.key, event.shiftKey);
        if (next === null) return;
        event.preventDefault();
        onChange(next);
      }}
    />
  );
}
