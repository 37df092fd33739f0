// The analytics module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).

export { analyticsModule } from './analyticsModule.ts';
export { dropEmptyRollups } from './dropEmptyRollups.ts';
export { flushRollups } from './flushRollups.ts';
export { rebuildRollups } from './rebuildRollups.ts';
export { enqueueRollupRebuild } from './rebuildRollupsTask.ts';
export { recordKnowledgeAnswer } from './recordKnowledgeAnswer.ts';
