// The accessControl module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).

export { accessControlModule } from './accessControlModule.ts';
export { findMemberAccess } from './permissionDocumentRepository.ts';
