import {
  defaultAttendantSettings,
  exhibitionAlertTimeLimits,
  exhibitionTypes,
  liveBoxes,
  messageTextMaxLength,
  sortTypes,
} from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import {
  alertTimeLimits,
  attendantDefaults,
  boxes,
  exhibitionChoices,
  messageMaxLength,
  sortChoices,
} from './liveConstants.ts';

describe('live constants', () => {
  it('are the contracts’ own values', () => {
    expect(boxes).toEqual(liveBoxes);
    expect(sortChoices).toEqual(sortTypes);
    expect(exhibitionChoices).toEqual(exhibitionTypes);
    expect(alertTimeLimits).toEqual(exhibitionAlertTimeLimits);
    expect(attendantDefaults).toEqual(defaultAttendantSettings);
    expect(messageMaxLength).toBe(messageTextMaxLength);
  });
});
