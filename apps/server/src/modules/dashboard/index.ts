// The dashboard module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).

export { dashboardModule } from './dashboardModule.ts';
export { currentMonth } from './getDashboard.ts';
