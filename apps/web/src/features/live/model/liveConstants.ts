import type {
  defaultAttendantSettings,
  exhibitionAlertTimeLimits,
  exhibitionTypes,
  liveBoxes,
  messageTextMaxLength,
  sortTypes,
} from '@prosa/contracts';

// Copies of contract constants whose files also build zod schemas at load: importing one value
// from such a file keeps its schemas, and zod (about 25 KB gzipped) would ship with /live. The
// `satisfies` clauses keep them in step with the contracts.
export const boxes = ['inbox', 'queue', 'all', 'finished'] as const satisfies typeof liveBoxes;
export const sortChoices = [-11, 11, -12, 12] as const satisfies typeof sortTypes;
export const exhibitionChoices = ['highlight', 'notification'] as const satisfies typeof exhibitionTypes;
export const alertTimeLimits = { min: 1, max: 60 } as const satisfies typeof exhibitionAlertTimeLimits;
export const attendantDefaults = {
  attendantBell: true,
  messageBell: true,
  sortType: -11,
  exhibition: false,
  exhibitionType: 'highlight',
  exhibitionAlertTime: 1,
} as const satisfies typeof defaultAttendantSettings;
export const messageMaxLength = 4096 as const satisfies typeof messageTextMaxLength;
