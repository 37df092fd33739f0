import { describe, expect, it } from 'vitest';
import { countOnline } from './countOnline.ts';
import { mergeAttendants } from './mergeAttendants.ts';

const member = (id: string, liveStatus: number) => ({
  id,
  name: id,
  avatar: null,
  level: 14,
  liveStatus,
  departmentIds: [],
});

describe('countOnline', () => {
  it('counts the user when they are online, even with nobody else', () => {
    expect(countOnline([], 5)).toBe(1);
    expect(countOnline([], 3)).toBe(0);
    expect(countOnline([], -5)).toBe(0);
  });

  it('counts members already online before the panel opened, not only the statuses heard since', () => {
    const others = mergeAttendants([member('me', 5), member('ana', 5), member('bia', 1)], {}, 'me');
    expect(countOnline(others, 5)).toBe(2);
  });

  it('follows what was heard since: away and offline are not online', () => {
    const others = mergeAttendants(
      [member('me', 5), member('ana', 5), member('bia', 1)],
      { ana: { userId: 'ana', status: 3 }, bia: { userId: 'bia', status: 5 } },
      'me',
    );
    expect(countOnline(others, 1)).toBe(1);
  });
});
