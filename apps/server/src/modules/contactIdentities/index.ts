// The contactIdentities module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).
export { attachContactKeys } from './attachContactKeys.ts';
export { contactIdentitiesModule } from './contactIdentitiesModule.ts';
export { insertIdentity } from './contactIdentityRepository.ts';
export { phoneKey } from './identityKeys.ts';
