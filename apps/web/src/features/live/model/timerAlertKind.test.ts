import { describe, expect, it } from 'vitest';
import { timerAlertKind } from './timerAlertKind.ts';

describe('timerAlertKind', () => {
  it('alerts nothing while the exhibition is off, whatever its type', () => {
    expect(timerAlertKind({ exhibition: false, exhibitionType: 'highlight' })).toBe('off');
    expect(timerAlertKind({ exhibition: false, exhibitionType: 'notification' })).toBe('off');
  });

  it('highlights or notifies as the attendant chose once the exhibition is on', () => {
    expect(timerAlertKind({ exhibition: true, exhibitionType: 'highlight' })).toBe('highlight');
    expect(timerAlertKind({ exhibition: true, exhibitionType: 'notification' })).toBe('notification');
  });
});
