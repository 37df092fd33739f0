export * from './dashboard.ts';
export * from './departments.ts';
export * from './identity.ts';
export * from './journeys.ts';
export * from './live.ts';
export * from './settings.ts';
export * from './team.ts';
export * from './users.ts';
