// The webchat module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).
export { findOrCreateVisitorContact, visitorContactName } from './findOrCreateVisitorContact.ts';
export { identifyVisitor } from './identifyVisitor.ts';
export { proveVisitorFileKey } from './proveVisitorFileKey.ts';
export { proveVisitorSecret } from './proveVisitorSecret.ts';
export { visitorLimitKeys } from './visitorLimitKeys.ts';
export { webchatModule } from './webchatModule.ts';
