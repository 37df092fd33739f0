// The setup module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).
export { setupModule } from './setupModule.ts';
