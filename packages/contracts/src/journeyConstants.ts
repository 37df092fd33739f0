// Spec §9: the only tolerances a journey may have, in minutes. Zod-free, so the journey form does
// not bring the contract's schemas (journeys.ts) along.
export const journeyTolerances = [5, 10, 15, 20, 25, 30, 60, 120, 240, 360, 720] as const;
export type JourneyTolerance = (typeof journeyTolerances)[number];

export const isJourneyTolerance = (minutes: number): minutes is JourneyTolerance =>
  (journeyTolerances as readonly number[]).includes(minutes);
