// The users module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).
export { recordAccessOutcome } from './recordAccessOutcome.ts';
export { usersModule } from './usersModule.ts';
