// The flows module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).

export { classifyAddress } from './effects/http/classifyAddress.ts';
export { type ResolveHost, resolveTarget } from './effects/http/resolveTarget.ts';
export { flowsModule } from './flowsModule.ts';
export { syncNumberStatus } from './numberStatus/syncNumberStatus.ts';
export { answerWithFlow } from './runtime/runFlowTurn.ts';
