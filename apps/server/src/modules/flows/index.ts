// The flows module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).

export { classifyAddress } from './effects/http/classifyAddress.ts';
export { fetchPublicFile, type PublicFile } from './effects/http/fetchPublicFile.ts';
export { performHttpIntegration } from './effects/http/performHttpIntegration.ts';
export { type ResolveHost, resolveTarget } from './effects/http/resolveTarget.ts';
export { flowsModule } from './flowsModule.ts';
export { dropFlowCursors } from './numberStatus/numberStatusRepository.ts';
export { syncNumberStatus } from './numberStatus/syncNumberStatus.ts';
export { answerWithFlow } from './runtime/runFlowTurn.ts';
export { setNumberStatus } from './runtime/setNumberStatus.ts';
