// The broadcast campaigns (issue 18): templates, dispatches and their sending engine.
export { broadcastModule } from './broadcastModule.ts';
export { findTemplateParts } from './findTemplateParts.ts';
