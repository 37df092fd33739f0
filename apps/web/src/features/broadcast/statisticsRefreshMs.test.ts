import { type BroadcastCounts, type BroadcastDispatch, broadcastRecipientStates } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { statisticsRefreshMs } from './statisticsRefreshMs.ts';

const none = Object.fromEntries(broadcastRecipientStates.map((state) => [state, 0])) as BroadcastCounts;

const dispatch = (
  status: BroadcastDispatch['status'],
  counts: Partial<BroadcastCounts>,
): BroadcastDispatch => ({
  id: 'd1',
  name: 'Natal',
  channelId: 'c1',
  templateId: 't1',
  flowIndex: null,
  status,
  scheduleAt: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  counts: { ...none, ...counts },
});

describe('statisticsRefreshMs', () => {
  it('asks every 2 s while the dispatch sends, is scheduled, or recipients wait', () => {
    expect(statisticsRefreshMs(undefined)).toBe(2000);
    expect(statisticsRefreshMs(dispatch('processing', {}))).toBe(2000);
    expect(statisticsRefreshMs(dispatch('scheduled', { waiting: 3 }))).toBe(2000);
    expect(statisticsRefreshMs(dispatch('sent', { waiting: 1 }))).toBe(2000);
  });

  it('asks less often while sent messages await their delivery, and stops once all have ended', () => {
    expect(statisticsRefreshMs(dispatch('sent', { sent: 2, delivered: 5 }))).toBe(3000);
    expect(statisticsRefreshMs(dispatch('delivered', { delivered: 5, failed: 1 }))).toBe(false);
  });
});
