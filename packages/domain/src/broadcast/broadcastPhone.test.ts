import { describe, expect, it } from 'vitest';
import { broadcastPhone } from './broadcastPhone.ts';

describe('a recipient’s WhatsApp number', () => {
  it('takes the number with its country code, however it is written', () => {
    expect(broadcastPhone('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(broadcastPhone('5511987654321')).toBe('5511987654321');
    expect(broadcastPhone('1 415 555 2671')).toBe('14155552671');
  });

  it('refuses what is not one', () => {
    expect(broadcastPhone('98765-4321')).toBeNull();
    expect(broadcastPhone('011987654321')).toBeNull();
    expect(broadcastPhone('55 11 9876 abc')).toBeNull();
    expect(broadcastPhone('1234567890123456')).toBeNull();
    expect(broadcastPhone('')).toBeNull();
  });
});
