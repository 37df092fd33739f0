// The webchatAssets module as other modules see it: they import from here only (docs/architecture.md,
// Module boundaries).
export { webchatAssetsModule } from './webchatAssetsModule.ts';
