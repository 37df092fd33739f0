// The contactImport module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).
export { contactImportModule } from './contactImportModule.ts';
