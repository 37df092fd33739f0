// The privacy module (LGPD: a customer's data export, erasure and audit log) as other modules see
// it: they import from here only (docs/architecture.md, Module boundaries).
export { privacyModule } from './privacyModule.ts';
