// The live settings' plain choices and limits, zod-free: the settings screens import them without
// bringing the contract's schemas (liveSettings.ts) along.

// Auto-archive choices in minutes: the union of the spec's two lists (spec decisions.md) — 1–5, 10,
// 15, 30 minutes; 1, 6, 12, 24, 48, 72, 96, 120 hours; 1–5 days, which are already 24…120 hours.
export const archiveTimeChoices = [
  1, 2, 3, 4, 5, 10, 15, 30, 60, 360, 720, 1440, 2880, 4320, 5760, 7200,
] as const;
export const defaultArchiveTime = 7200;
export const awayAutoTimeLimits = { min: 1, max: 240 } as const;
export const currencies = ['BRL', 'USD'] as const;

export const liveMessageKeys = [
  'finishRoom',
  'archiveRoom',
  'transferRoom',
  'withAttendant',
  'available',
  'queue',
  'queueDistribution',
  'waiting',
  'noVacancy',
] as const;
export type LiveMessageKey = (typeof liveMessageKeys)[number];
export const liveMessageMaxLength = 1000;
