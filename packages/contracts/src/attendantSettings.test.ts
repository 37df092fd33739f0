import { describe, expect, it } from 'vitest';
import { attendantSettingsSchema, readAttendantSettings } from './attendantSettings.ts';
import { defaultAttendantSettings } from './liveConstants.ts';

describe('attendant settings', () => {
  it('defaults to sort type -11 and a one-minute alert', () => {
    expect(readAttendantSettings({})).toEqual(defaultAttendantSettings);
    expect(defaultAttendantSettings).toMatchObject({ sortType: -11, exhibitionAlertTime: 1 });
  });

  it('keeps what the user saved and fills in the rest', () => {
    expect(readAttendantSettings({ attendant: { messageBell: false, sortType: 12 } })).toEqual({
      ...defaultAttendantSettings,
      messageBell: false,
      sortType: 12,
    });
  });

  it('falls back to the defaults when what is stored is not valid', () => {
    expect(readAttendantSettings({ attendant: { sortType: 99 } })).toEqual(defaultAttendantSettings);
    expect(readAttendantSettings({ attendant: 'loud' })).toEqual(defaultAttendantSettings);
  });

  it.each([
    [{ sortType: 0 }, 'team.attendantSortTypeInvalid'],
    [{ exhibitionType: 'popup' }, 'team.attendantExhibitionTypeInvalid'],
    [{ exhibitionAlertTime: 0 }, 'team.attendantExhibitionAlertTimeInvalid'],
    [{ exhibitionAlertTime: 61 }, 'team.attendantExhibitionAlertTimeInvalid'],
    [{ attendantBell: 'yes' }, 'team.attendantSettingsInvalid'],
  ])('refuses %o with its catalogue code', (change, code) => {
    const parsed = attendantSettingsSchema.safeParse({ ...defaultAttendantSettings, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(code);
  });
});
