import { useState } from 'react';
import { type PaneBounds, readWidth } from '../model/paneWidth.ts';

const readStored = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

// A pane's width, remembered in localStorage under the pane's key (a blocked storage only forgets).
export function usePaneWidth(bounds: PaneBounds) {
  const [width, setWidth] = useState(() => readWidth(bounds, readStored(bounds.storageKey)));
  const change = (next: number) => {
    setWidth(next);
    try {
      localStorage.setItem(bounds.storageKey, String(next));
    } catch {
      // Private mode or a full storage: the width lasts until the page closes.
    }
  };
  return [width, change] as const;
}
