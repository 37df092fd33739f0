import { describe, expect, it } from 'vitest';
import { roomIdFromPath } from './roomIdFromPath.ts';

describe('roomIdFromPath', () => {
  it('reads the conversation id of /live/{_id}', () => {
    expect(roomIdFromPath('/live/65f1c0ffee0000000000abcd')).toBe('65f1c0ffee0000000000abcd');
    expect(roomIdFromPath('/live/65f1c0ffee0000000000abcd/')).toBe('65f1c0ffee0000000000abcd');
  });

  it('has no room on the inbox or elsewhere', () => {
    expect(roomIdFromPath('/live')).toBeNull();
    expect(roomIdFromPath('/live/')).toBeNull();
    expect(roomIdFromPath('/conversations/65f1c0ffee0000000000abcd')).toBeNull();
    expect(roomIdFromPath('/live/a/b')).toBeNull();
  });
});
