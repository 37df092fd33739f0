// The direction of the packages (docs/architecture.md, Packages): contracts ← domain ← flow-engine ←
// apps; and the boundaries inside the apps (docs/architecture.md, Module boundaries): a server module
// reaches another only through its index.ts, a web feature imports no other feature. `npm test` runs
// `depcruise packages apps/server/src apps/web/src` with this file, so a wrong import fails CI. Workspace packages resolve through their node_modules symlinks to the real files, so the rules
// match on resolved paths (packages/contracts/src/…), whichever way an import is written
// ('@prosa/domain' or '../../domain/src/…').
const ours = '^(packages|apps|e2e|bench|scripts)/';
// Tests and their helpers may reach into any module or feature to arrange a case.
const testFiles = ['\\.test\\.tsx?$', '/testing/'];
const serverModules = '^apps/server/src/modules/';
const webFeatures = '^apps/web/src/features/';
// The CRM's two documented exceptions (docs/architecture.md, apps/web): the contacts pages embed
// these entry points of contactImport and contactIdentities.
const crmEmbeds = [
  `${webFeatures}contactImport/ContactImportExport\\.tsx$`,
  `${webFeatures}contactIdentities/components/ContactIdentitiesPanel\\.tsx$`,
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular-between-packages',
      severity: 'error',
      comment: 'A cycle through two packages ties them together: neither can be used or tested alone.',
      from: { path: '^packages/([^/]+)/' },
      // Cycles that leave the package they start in (cycles between a package's own files are its
      // own business).
      to: { circular: true, via: { pathNot: '^packages/$1/' } },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      severity: 'error',
      comment: 'The contracts are schemas and constants every other part reads; they import nothing of ours.',
      from: { path: '^packages/contracts/' },
      to: { path: ours, pathNot: '^packages/contracts/' },
    },
    {
      name: 'domain-imports-only-contracts',
      severity: 'error',
      comment: 'The domain is pure rules over the contracts.',
      from: { path: '^packages/domain/' },
      to: { path: ours, pathNot: '^packages/(contracts|domain)/' },
    },
    {
      name: 'flow-engine-imports-only-contracts-and-domain',
      severity: 'error',
      comment: 'The flow engine runs on the contracts and the domain, and is used by the apps.',
      from: { path: '^packages/flow-engine/' },
      to: { path: ours, pathNot: '^packages/(contracts|domain|flow-engine)/' },
    },
    {
      name: 'packages-import-no-apps',
      severity: 'error',
      comment: 'The packages are shared by the apps; an app is never a dependency of them.',
      from: { path: '^packages/' },
      to: { path: '^(apps|e2e|bench|scripts)/' },
    },
    {
      name: 'server-modules-meet-through-index',
      severity: 'error',
      comment:
        "A server module uses another only through that module's index.ts, so each can change its insides freely. Files outside modules/ (app, realtime, jobs, db) may import a module's files directly.",
      from: { path: `${serverModules}([^/]+)/`, pathNot: testFiles },
      to: {
        path: `${serverModules}[^/]+/`,
        pathNot: [`${serverModules}$1/`, `${serverModules}[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'web-features-import-no-other-feature',
      severity: 'error',
      comment: 'A web feature is one domain of the panel; what two features share lives in src/shared.',
      from: { path: `${webFeatures}([^/]+)/`, pathNot: [...testFiles, `${webFeatures}contacts/`] },
      to: { path: webFeatures, pathNot: `${webFeatures}$1/` },
    },
    {
      name: 'web-contacts-import-only-the-crm-embeds',
      severity: 'error',
      comment:
        'The contacts pages may embed the import/export buttons and the channel identities panel, nothing else of another feature.',
      from: { path: `${webFeatures}contacts/`, pathNot: testFiles },
      to: { path: webFeatures, pathNot: [`${webFeatures}contacts/`, ...crmEmbeds] },
    },
    {
      name: 'resolve-every-import',
      severity: 'error',
      comment: 'An import the cruiser cannot resolve would escape the rules above.',
      from: { path: '^(packages|apps/server/src|apps/web/src)/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // `import type` counts: a type-only cycle still ties the packages' sources together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
    // Without the cache each run cruises afresh (a few seconds), offline.
    cache: false,
  },
};
