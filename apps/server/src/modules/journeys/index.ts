// The journeys module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).
export { isInsideJourney } from './isInsideJourney.ts';
export { findAccountTimeZone } from './journeyRepository.ts';
export { journeysModule } from './journeysModule.ts';
export { refuseOutsideJourney } from './refuseOutsideJourney.ts';
