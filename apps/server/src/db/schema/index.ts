export * from './dashboard.ts';
export * from './identity.ts';
