import type { ConversationSummary } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { dueTimerNotifications } from './dueTimerNotifications.ts';

const since = '2026-11-22T10:00:00.000Z';
const at = (minutes: number) => Date.parse(since) + minutes * 60_000;
const summary = (change: Partial<ConversationSummary>): ConversationSummary => ({
  _id: 'c1',
  protocol: '2026000001',
  botId: 'b1',
  channel: 'webchat',
  channelId: null,
  status: 'waiting',
  transshipment: null,
  customerName: 'Ana',
  departmentId: 'd1',
  attendantId: 'me',
  attendants: [{ id: 'me', name: 'Me' }],
  participants: [],
  lastMessage: { text: 'Oi?', sender: 'customer', createdAt: since },
  lastSeq: 3,
  queuePosition: null,
  tags: [],
  pinned: false,
  muted: false,
  archived: false,
  awaitingSince: since,
  windowEndsAt: null,
  createdAt: since,
  lastMessageAt: since,
  ...change,
});
const options = { userId: 'me', alertMinutes: 3, notified: new Set<string>() };

describe('dueTimerNotifications', () => {
  it('notifies the attendant’s conversation once its customer waited the alert time', () => {
    expect(dueTimerNotifications([summary({})], { ...options, now: at(2.9) })).toEqual([]);
    const due = dueTimerNotifications([summary({})], { ...options, now: at(3) });
    expect(due.map((notification) => notification.summary._id)).toEqual(['c1']);
  });

  it('notifies once per wait: not again for the same wait, again for the next one', () => {
    const [first] = dueTimerNotifications([summary({})], { ...options, now: at(5) });
    const notified = new Set([first?.key ?? '']);
    expect(dueTimerNotifications([summary({})], { ...options, notified, now: at(30) })).toEqual([]);
    const nextWait = summary({ awaitingSince: new Date(at(10)).toISOString() });
    expect(dueTimerNotifications([nextWait], { ...options, notified, now: at(13) })).toHaveLength(1);
  });

  it('counts a room listed in two boxes once, and skips others’ rooms and answered ones', () => {
    const rooms = [
      summary({}),
      summary({}),
      summary({ _id: 'c2', attendantId: 'someone else' }),
      summary({ _id: 'c3', awaitingSince: null }),
    ];
    expect(dueTimerNotifications(rooms, { ...options, now: at(5) })).toHaveLength(1);
  });
});
