import { describe, expect, it } from 'vitest';
import { nextProviderStatus } from './nextProviderStatus.ts';

describe('nextProviderStatus', () => {
  it('moves sent → delivered → read', () => {
    expect(nextProviderStatus(['sent'], 'delivered')).toEqual(['sent', 'delivered']);
    expect(nextProviderStatus(['sent', 'delivered'], 'read')).toEqual(['sent', 'delivered', 'read']);
  });
  it('takes a read that arrives before its delivered, and the late delivered changes nothing', () => {
    const read = nextProviderStatus(['sent'], 'read');
    expect(read).toEqual(['sent', 'delivered', 'read']);
    expect(nextProviderStatus(read ?? [], 'delivered')).toBeNull();
    expect(nextProviderStatus(read ?? [], 'sent')).toBeNull();
  });
  it('changes nothing on a repeat', () => {
    expect(nextProviderStatus(['sent', 'delivered'], 'delivered')).toBeNull();
  });
  it('keeps failed final', () => {
    const failed = nextProviderStatus(['sent'], 'failed');
    expect(failed).toEqual(['sent', 'failed']);
    expect(nextProviderStatus(failed ?? [], 'delivered')).toBeNull();
    expect(nextProviderStatus(failed ?? [], 'read')).toBeNull();
  });
  it('fills in what a status implies on a message with none yet', () => {
    expect(nextProviderStatus([], 'delivered')).toEqual(['sent', 'delivered']);
  });
});
