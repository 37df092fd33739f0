export * from './dashboard.ts';
export * from './identity.ts';
export * from './team.ts';
