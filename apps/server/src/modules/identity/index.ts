// The identity module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).
export { endUserSessions } from './endUserSessions.ts';
export { identityModule } from './identityModule.ts';
export { hashPassword, verifyPassword } from './passwordHash.ts';
export { hashToken } from './sessionRepository.ts';
