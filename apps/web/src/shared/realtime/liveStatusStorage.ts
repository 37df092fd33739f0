import { disconnectedStatus, type LiveStatus, liveStatus } from '@prosa/contracts';

// decisions.md "Presence": the chosen status lives in localStorage `livestatus`, default -5.
const storageKey = 'livestatus';
const chosen = new Set<number>(Object.values(liveStatus));

export type StoredStatus = LiveStatus | typeof disconnectedStatus;

export function readLiveStatus(): StoredStatus {
  const stored = Number(localStorage.getItem(storageKey));
  return chosen.has(stored) ? (stored as LiveStatus) : disconnectedStatus;
}

export function storeLiveStatus(status: LiveStatus) {
  localStorage.setItem(storageKey, String(status));
}
