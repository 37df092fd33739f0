import { describe, expect, it } from 'vitest';
import {
  initialInternalStatus,
  isOpenLive,
  isTaken,
  nextRoomStatus,
  type RoomAction,
  type RoomStatus,
  refusalFor,
  roomActions,
  roomStatuses,
} from './roomStatuses.ts';

// Every (status, action) pair with the default context: the next status, or the refusal code.
const I = '!live.invalidStatus';
const T = '!live.transferInvalidStatus';
const F = '!live.finishNotTaken';
const A = '!live.alreadyTaken';
const columns: RoomAction[] = [
  'handOff',
  'distribute',
  'take',
  'answer',
  'transfer',
  'finish',
  'archive',
  'customerMessage',
  'abandon',
  'startInternal',
  'pauseForTemplate',
];
// biome-ignore format: a table reads best aligned
const table: Record<RoomStatus, string[]> = {
  //               handOff        distribute take   answer     transfer       finish      archive     customerMessage   abandon      startInternal pauseForTemplate
  bot:            ['queueManual', I,         I,     I,         T,             F,          F,          'bot',            'abandoned', I,            I],
  queueAutomatic: [I,             'new',     'new', I,         'queueManual', F,          F,          'queueAutomatic', 'abandoned', I,            I],
  queueManual:    [I,             I,         'new', I,         'queueManual', F,          F,          'queueManual',    'abandoned', I,            I],
  new:            [I,             I,         A,     'waiting', 'queueManual', 'finished', 'finished', 'new',            'abandoned', I,            I],
  waiting:        [I,             I,         A,     'waiting', 'queueManual', 'finished', 'finished', 'waiting',        I,           I,            I],
  transferred:    [I,             I,         'new', 'waiting', 'queueManual', 'finished', 'finished', 'transferred',    I,           I,            I],
  internal:       [I,             I,         A,     'internal', T,             'finished', 'finished', 'waiting',        I,           I,            'paused'],
  paused:         [I,             I,         A,     I,         T,             'finished', 'finished', 'waiting',        I,           I,            I],
  finished:       [I,             I,         I,     I,         T,             I,          'finished', I,                I,           I,            'paused'],
  abandoned:      [I,             I,         I,     I,         T,             I,          I,          I,                I,           I,            'paused'],
};

const pairs = roomStatuses.flatMap((status) =>
  columns.map((action, i) => ({ status, action, expected: table[status][i] as string })),
);

describe('nextRoomStatus and refusalFor', () => {
  it('the table covers every status and every action', () => {
    expect(Object.keys(table).sort()).toEqual([...roomStatuses].sort());
    expect([...columns].sort()).toEqual([...roomActions].sort());
    for (const row of Object.values(table)) expect(row).toHaveLength(roomActions.length);
  });

  it.each(pairs)('$action from $status gives $expected', ({ status, action, expected }) => {
    if (expected.startsWith('!')) {
      expect(nextRoomStatus(status, action)).toBeNull();
      expect(refusalFor(status, action)).toBe(expected.slice(1));
    } else {
      expect(nextRoomStatus(status, action)).toBe(expected);
    }
  });
});

describe('nextRoomStatus with a context', () => {
  it('hands off to the automatic queue when the department distributes', () => {
    expect(nextRoomStatus('bot', 'handOff', { queueAutomatic: true })).toBe('queueAutomatic');
    expect(nextRoomStatus('bot', 'handOff', { queueAutomatic: false })).toBe('queueManual');
  });

  it('transfers to an attendant as transferred, to a department as its queue', () => {
    for (const status of ['new', 'waiting', 'transferred', 'queueAutomatic', 'queueManual'] as const) {
      expect(nextRoomStatus(status, 'transfer', { toAttendant: true })).toBe('transferred');
      expect(nextRoomStatus(status, 'transfer', { toAttendant: true, queueAutomatic: true })).toBe(
        'transferred',
      );
      expect(nextRoomStatus(status, 'transfer', { queueAutomatic: true })).toBe('queueAutomatic');
      expect(nextRoomStatus(status, 'transfer', { toAttendant: false })).toBe('queueManual');
    }
  });

  it('still refuses a transfer from a status that cannot be transferred, whatever the context', () => {
    for (const status of ['bot', 'internal', 'paused', 'finished', 'abandoned'] as const) {
      expect(nextRoomStatus(status, 'transfer', { toAttendant: true })).toBeNull();
      expect(nextRoomStatus(status, 'transfer', { queueAutomatic: true })).toBeNull();
    }
  });

  it('ignores the context for actions that do not use it', () => {
    const contexts = [
      { toAttendant: true },
      { queueAutomatic: true },
      { toAttendant: true, queueAutomatic: true },
    ];
    for (const status of roomStatuses)
      for (const action of roomActions.filter((a) => a !== 'handOff' && a !== 'transfer'))
        for (const ctx of contexts)
          expect(nextRoomStatus(status, action, ctx)).toBe(nextRoomStatus(status, action));
  });
});

describe('room status predicates', () => {
  it('starts a room opened by an attendant as internal', () => {
    expect(initialInternalStatus).toBe('internal');
  });

  it('counts as taken only the statuses an attendant holds', () => {
    expect(roomStatuses.filter(isTaken)).toEqual(['new', 'waiting', 'internal', 'paused']);
  });

  it('counts as open live everything between the bot and the end', () => {
    expect(roomStatuses.filter(isOpenLive)).toEqual([
      'queueAutomatic',
      'queueManual',
      'new',
      'waiting',
      'transferred',
      'internal',
      'paused',
    ]);
  });

  it('refuses to finish a conversation nobody has taken', () => {
    expect(nextRoomStatus('queueManual', 'finish')).toBeNull();
    expect(refusalFor('queueManual', 'finish')).toBe('live.finishNotTaken');
  });
});
