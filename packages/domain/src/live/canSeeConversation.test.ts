import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ConversationViewer, canSeeConversation, type ViewRule } from './canSeeConversation.ts';
import { type RoomStatus, roomStatuses } from './roomStatuses.ts';

const viewer = (level: number, more: Partial<ConversationViewer> = {}): ConversationViewer => ({
  userId: 'me',
  level,
  viewRule: 'all',
  departmentIds: ['sales'],
  canSeeOthers: false,
  ...more,
});

// One conversation of each kind that matters, all live (waiting) unless said otherwise.
const own = {
  attendantId: 'me',
  departmentId: 'support',
  participantIds: [],
  attendantIds: ['me'],
  status: 'waiting',
} as const;
const othersInMyDept = {
  attendantId: 'other',
  departmentId: 'sales',
  participantIds: [],
  attendantIds: ['other'],
  status: 'waiting',
} as const;
const othersElsewhere = {
  attendantId: 'other',
  departmentId: 'support',
  participantIds: [],
  attendantIds: ['other'],
  status: 'waiting',
} as const;
const unassignedInMyDept = {
  attendantId: null,
  departmentId: 'sales',
  participantIds: [],
  attendantIds: [],
  status: 'queueManual',
} as const;
const unassignedElsewhere = {
  attendantId: null,
  departmentId: 'support',
  participantIds: [],
  attendantIds: [],
  status: 'queueManual',
} as const;
const unassignedNoDept = {
  attendantId: null,
  departmentId: null,
  participantIds: [],
  attendantIds: [],
  status: 'queueAutomatic',
} as const;
const withBot = {
  attendantId: null,
  departmentId: null,
  participantIds: [],
  attendantIds: [],
  status: 'bot',
} as const;
// Once held by another attendant, then transferred back to a queue of theirs: transshipped already.
const requeuedElsewhere = {
  attendantId: null,
  departmentId: 'support',
  participantIds: [],
  attendantIds: ['other'],
  status: 'queueManual',
} as const;
// Finished by the bot, never handed to anyone.
const finishedByBot = {
  attendantId: null,
  departmentId: null,
  participantIds: [],
  attendantIds: [],
  status: 'finished',
} as const;
const othersFinished = {
  attendantId: 'other',
  departmentId: 'support',
  participantIds: [],
  attendantIds: ['other'],
  status: 'finished',
} as const;
const othersAbandoned = {
  attendantId: 'other',
  departmentId: 'support',
  participantIds: [],
  attendantIds: ['other'],
  status: 'abandoned',
} as const;
const othersPaused = {
  attendantId: 'other',
  departmentId: 'support',
  participantIds: [],
  attendantIds: ['other'],
  status: 'paused',
} as const;
// Others' room elsewhere that I was added to as a participant (group attendance).
const joinedElsewhere = {
  attendantId: 'other',
  departmentId: 'support',
  participantIds: ['third', 'me'],
  attendantIds: ['other'],
  status: 'waiting',
} as const;
const kinds = {
  own,
  othersInMyDept,
  othersElsewhere,
  unassignedInMyDept,
  unassignedElsewhere,
  unassignedNoDept,
  withBot,
  othersFinished,
  othersAbandoned,
  othersPaused,
  joinedElsewhere,
  requeuedElsewhere,
  finishedByBot,
};
const visible = (v: ConversationViewer) =>
  Object.entries(kinds)
    .filter(([, c]) => canSeeConversation(v, c))
    .map(([name]) => name);
const everything = Object.keys(kinds);

describe('canSeeConversation', () => {
  it.each([10, 11, 12])('level %i sees everything whatever its view rule', (level) => {
    for (const viewRule of ['all', 'bots', 'only'] as const)
      expect(visible(viewer(level, { viewRule, departmentIds: [] }))).toEqual(everything);
  });

  it('a manager sees its own, its departments, the unassigned and the not-live', () => {
    expect(visible(viewer(13))).toEqual([
      'own',
      'othersInMyDept',
      'unassignedInMyDept',
      'unassignedElsewhere',
      'unassignedNoDept',
      'withBot',
      'othersFinished',
      'othersAbandoned',
      'joinedElsewhere',
      'requeuedElsewhere',
      'finishedByBot',
    ]);
  });

  it('a manager no longer sees the rooms others hold in its departments when the account turns that off', () => {
    const narrowed = visible(viewer(13, { managersSeeAttendants: false }));
    expect(narrowed).not.toContain('othersInMyDept');
    expect(narrowed).toEqual(visible(viewer(13)).filter((kind) => kind !== 'othersInMyDept'));
    expect(visible(viewer(14, { viewRule: 'all', managersSeeAttendants: false }))).toEqual(everything);
  });

  it('a manager is not narrowed by its view rule', () => {
    expect(visible(viewer(13, { viewRule: 'only' }))).toEqual(visible(viewer(13)));
  });

  it.each([14, 15])('level %i with "see others" sees everything', (level) => {
    expect(visible(viewer(level, { viewRule: 'only', canSeeOthers: true, departmentIds: [] }))).toEqual(
      everything,
    );
  });

  // decisions.md: `all` is all, for attendants and juniors too.
  it.each([14, 15])('level %i seeing all sees everything, beyond its departments', (level) => {
    expect(visible(viewer(level, { viewRule: 'all', departmentIds: [] }))).toEqual(everything);
  });

  // decisions.md: `bots` is "attended by me plus those never transshipped to a human".
  it('an attendant seeing bots gets its own and those no human ever held, queued ones included', () => {
    expect(visible(viewer(14, { viewRule: 'bots' }))).toEqual([
      'own',
      'unassignedInMyDept',
      'unassignedElsewhere',
      'unassignedNoDept',
      'withBot',
      'joinedElsewhere',
      'finishedByBot',
    ]);
  });

  it('seeing bots hides what another attendant held, even once it is over or back in a queue', () => {
    const bots = viewer(15, { viewRule: 'bots' });
    for (const c of [othersFinished, othersAbandoned, othersPaused, requeuedElsewhere])
      expect(canSeeConversation(bots, c)).toBe(false);
  });

  it('an attendant seeing only its own gets only its own, in any status', () => {
    expect(visible(viewer(15, { viewRule: 'only' }))).toEqual(['own', 'joinedElsewhere']);
    for (const status of roomStatuses)
      expect(canSeeConversation(viewer(15, { viewRule: 'only' }), { ...own, status })).toBe(true);
  });

  it('a participant sees the room in any status; the others added to it give nobody else a view', () => {
    for (const status of roomStatuses)
      expect(canSeeConversation(viewer(15, { viewRule: 'only' }), { ...joinedElsewhere, status })).toBe(true);
    const notAdded = { ...joinedElsewhere, participantIds: ['third'] };
    expect(canSeeConversation(viewer(15, { viewRule: 'only' }), notAdded)).toBe(false);
    expect(canSeeConversation(viewer(14, { viewRule: 'bots' }), notAdded)).toBe(false);
  });

  const anyViewer = fc.record({
    userId: fc.constantFrom('me', 'other', 'third'),
    level: fc.integer({ min: 10, max: 15 }),
    viewRule: fc.constantFrom<ViewRule>('all', 'bots', 'only'),
    departmentIds: fc.subarray(['sales', 'support', 'billing']),
    canSeeOthers: fc.boolean(),
  });
  // Whoever holds it is among those who ever held it.
  const anyConversation = fc
    .record({
      attendantId: fc.option(fc.constantFrom('me', 'other', 'third')),
      departmentId: fc.option(fc.constantFrom('sales', 'support', 'billing')),
      participantIds: fc.subarray(['me', 'other', 'third']),
      formerIds: fc.subarray(['me', 'other', 'third']),
      status: fc.constantFrom<RoomStatus>(...roomStatuses),
    })
    .map(({ formerIds, ...c }) => ({
      ...c,
      attendantIds:
        c.attendantId && !formerIds.includes(c.attendantId) ? [...formerIds, c.attendantId] : formerIds,
    }));

  it('everyone always sees the conversations they attend, as holder or participant', () => {
    fc.assert(
      fc.property(anyViewer, anyConversation, (v, c) => {
        expect(canSeeConversation(v, { ...c, attendantId: v.userId })).toBe(true);
        expect(canSeeConversation(v, { ...c, participantIds: [...c.participantIds, v.userId] })).toBe(true);
      }),
    );
  });

  it('being added as a participant never hides a room', () => {
    fc.assert(
      fc.property(anyViewer, anyConversation, (v, c) => {
        if (canSeeConversation(v, { ...c, participantIds: [] })) expect(canSeeConversation(v, c)).toBe(true);
      }),
    );
  });

  // "See others" and the view rule `all` are the exceptions: they open everything to an attendant,
  // beyond a manager's reach.
  it('more power never sees less than an attendant without "see others" or `all`', () => {
    fc.assert(
      fc.property(anyViewer, anyConversation, (v, c) => {
        const isOpened = v.level > 13 && (v.canSeeOthers || v.viewRule === 'all');
        if (v.level > 10 && !isOpened && canSeeConversation(v, c))
          expect(canSeeConversation({ ...v, level: v.level - 1 }, c)).toBe(true);
      }),
    );
  });

  it('a wider view rule never sees less', () => {
    fc.assert(
      fc.property(anyViewer, anyConversation, (v, c) => {
        const sees = (viewRule: ViewRule) => canSeeConversation({ ...v, viewRule }, c);
        if (sees('only')) expect(sees('bots')).toBe(true);
        if (sees('bots')) expect(sees('all')).toBe(true);
      }),
    );
  });
});
