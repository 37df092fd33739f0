// The bots module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).
export { findBotByToken } from './botRepository.ts';
export { botsModule } from './botsModule.ts';
