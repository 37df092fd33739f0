import { describe, expect, it } from 'vitest';
import { mergeAttendants } from './mergeAttendants.ts';

const member = (id: string, name: string, liveStatus: number) => ({
  id,
  name,
  avatar: null,
  level: 14,
  liveStatus,
  departmentIds: [],
});

describe('mergeAttendants', () => {
  const heard = {
    b: { userId: 'b', name: 'Bia', status: 3 as const, reason: 'Almoço' },
    x: { userId: 'x', name: 'Hidden', status: 5 as const },
  };

  it('lists the visible members, with the status heard since the panel opened over the stored one', () => {
    const rows = mergeAttendants(
      [member('me', 'Eu', 5), member('a', 'Ana', 5), member('b', 'Bia', 1)],
      heard,
      'me',
    );
    expect(rows).toEqual([
      { userId: 'a', name: 'Ana', status: 5, reason: undefined },
      { userId: 'b', name: 'Bia', status: 3, reason: 'Almoço' },
    ]);
  });

  it('shows whoever was heard until the member list arrives', () => {
    expect(mergeAttendants(undefined, heard, 'me').map((row) => row.userId)).toEqual(['b', 'x']);
  });
});
