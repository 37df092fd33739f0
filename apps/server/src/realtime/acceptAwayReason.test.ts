import { describe, expect, it } from 'vitest';
import { acceptAwayReason } from './acceptAwayReason.ts';

const options = [
  { _id: 'a1', label: 'Almoço' },
  { _id: 'a2', label: 'Reunião' },
];

describe('acceptAwayReason', () => {
  it('takes only one of the account’s reasons when they are active', () => {
    const away = { isActive: true, options };
    expect(acceptAwayReason(away, 'Reunião')).toBe('Reunião');
    expect(acceptAwayReason(away, ' Almoço ')).toBe('Almoço');
    expect(acceptAwayReason(away, 'Cinema')).toBeNull();
    expect(acceptAwayReason(away, undefined)).toBeNull();
    expect(acceptAwayReason(away, 42)).toBeNull();
  });

  it('takes free text cut to 200 characters when the reasons are off or none are set', () => {
    for (const away of [
      { isActive: false, options },
      { isActive: true, options: [] },
    ]) {
      expect(acceptAwayReason(away, 'Cinema')).toBe('Cinema');
      expect(acceptAwayReason(away, `x${'y'.repeat(300)}`)).toHaveLength(200);
      expect(acceptAwayReason(away, '   ')).toBeUndefined();
      expect(acceptAwayReason(away, null)).toBeUndefined();
    }
  });
});
