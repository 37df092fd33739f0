import type { ConversationSummary } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { detectAlert, toSeen } from './detectAlerts.ts';

const summary = (change: Partial<ConversationSummary>): ConversationSummary => ({
  _id: 'c1',
  protocol: '2026000001',
  botId: 'b1',
  channel: 'webchat',
  channelId: null,
  status: 'new',
  transshipment: null,
  customerName: 'Ana',
  departmentId: 'd1',
  attendantId: 'me',
  attendants: [{ id: 'me', name: 'Me' }],
  participants: [],
  lastMessage: { text: 'Oi', sender: 'customer', createdAt: '2026-11-22T10:00:00.000Z' },
  lastSeq: 3,
  queuePosition: null,
  tags: [],
  pinned: false,
  muted: false,
  archived: false,
  awaitingSince: null,
  windowEndsAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  lastMessageAt: '2026-11-22T10:00:00.000Z',
  ...change,
});

describe('detectAlert', () => {
  it('rings the attendant bell for a conversation just assigned to them or just queued', () => {
    expect(detectAlert(undefined, summary({}), 'me')?.kind).toBe('conversation');
    const queued = summary({ status: 'queueAutomatic', attendantId: null, attendants: [], queuePosition: 1 });
    expect(detectAlert(undefined, queued, 'me')?.kind).toBe('conversation');
    expect(detectAlert(toSeen(queued), { ...queued, lastSeq: 4 }, 'me')).toBeNull();
  });

  it('rings the message bell for a new customer message in the attendant’s conversation, unless muted', () => {
    const before = toSeen(summary({}));
    expect(detectAlert(before, summary({ lastSeq: 4 }), 'me')?.kind).toBe('message');
    expect(detectAlert(before, summary({ lastSeq: 4, muted: true }), 'me')).toBeNull();
    const ownReply = summary({
      lastSeq: 4,
      lastMessage: { text: 'Olá', sender: 'attendant', createdAt: '' },
    });
    expect(detectAlert(before, ownReply, 'me')).toBeNull();
  });

  it('stays silent about other attendants’ conversations', () => {
    const others = summary({ attendantId: 'u2', attendants: [{ id: 'u2', name: 'Other' }] });
    expect(detectAlert(toSeen(others), { ...others, lastSeq: 9 }, 'me')).toBeNull();
  });
});
