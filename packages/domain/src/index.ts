export * from './journeys/findScheduleProblem.ts';
export * from './journeys/journeyIntervals.ts';
export * from './journeys/journeySchedule.ts';
export * from './journeys/workingDayStatus.ts';
export * from './journeys/zonedTime.ts';
