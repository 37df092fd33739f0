import { describe, expect, it } from 'vitest';
import { describeStatus } from './describeStatus.ts';

describe('describeStatus', () => {
  it('names the live channel statuses', () => {
    expect(describeStatus(5)).toEqual({ name: 'online', badge: 'success' });
    expect(describeStatus(3)).toEqual({ name: 'away', badge: 'warning' });
    expect(describeStatus(1)).toEqual({ name: 'offline', badge: 'default' });
  });

  it('shows -5 as disconnected', () => {
    expect(describeStatus(-5)).toEqual({ name: 'disconnected', badge: 'error' });
  });
});
