// The knowledge module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).

export { knowledgeModule } from './knowledgeModule.ts';
export { findQuestions } from './questionRepository.ts';
