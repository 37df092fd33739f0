import { disconnectedStatus, liveStatus } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { statusToAnnounce } from './statusToAnnounce.ts';

describe('statusToAnnounce', () => {
  it('announces the status the user chose', () => {
    expect(statusToAnnounce(liveStatus.online)).toBe(5);
    expect(statusToAnnounce(liveStatus.away)).toBe(3);
    expect(statusToAnnounce(liveStatus.offline)).toBe(1);
  });

  it('announces offline when nothing was chosen yet (the stored default -5)', () => {
    expect(statusToAnnounce(disconnectedStatus)).toBe(1);
  });
});
