import { readAttendantSettings } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { readAttendantPreferences } from './readAttendantPreferences.ts';

const cases: Array<Record<string, unknown>> = [
  {},
  { attendant: null },
  { attendant: { sortType: 12, exhibitionAlertTime: 5, messageBell: false } },
  {
    attendant: { sortType: 7, exhibitionAlertTime: 61, attendantBell: 'yes', exhibitionType: 'notification' },
  },
  { attendant: { exhibitionAlertTime: 2.5, exhibition: true } },
];

describe('readAttendantPreferences', () => {
  it('reads the attendant settings exactly as the contracts’ reader does, field by field', () => {
    for (const live of cases) expect(readAttendantPreferences(live)).toEqual(readAttendantSettings(live));
  });
});
