// The direction of the packages (docs/architecture.md, Packages): contracts ← domain ← flow-engine ←
// apps. `npm test` runs `depcruise packages` with this file, so an import against the direction fails
// CI. Workspace packages resolve through their node_modules symlinks to the real files, so the rules
// match on resolved paths (packages/contracts/src/…), whichever way an import is written
// ('@prosa/domain' or '../../domain/src/…').
const ours = '^(packages|apps|e2e|bench|scripts)/';

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
      name: 'packages-resolve-every-import',
      severity: 'error',
      comment: 'An import the cruiser cannot resolve would escape the rules above.',
      from: { path: '^packages/' },
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
