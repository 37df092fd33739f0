import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

// The boundary rules of .dependency-cruiser.cjs run on a small tree shaped like the apps: each
// import below is the one kind of import a rule must refuse or let through.
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
};

const files: Record<string, string> = {
  'apps/server/src/modules/alpha/index.ts': "export { inner } from './inner.ts';\n",
  'apps/server/src/modules/alpha/inner.ts': 'export const inner = 1;\n',
  'apps/server/src/modules/beta/throughIndex.ts': "export { inner } from '../alpha/index.ts';\n",
  'apps/server/src/modules/beta/intoInner.ts': "export { inner } from '../alpha/inner.ts';\n",
  'apps/server/src/modules/beta/ownFile.ts': "export { inner } from './throughIndex.ts';\n",
  'apps/server/src/modules/beta/intoInner.test.ts': "export { inner } from '../alpha/inner.ts';\n",
  'apps/server/src/realtime/outside.ts': "export { inner } from '../modules/alpha/inner.ts';\n",
  'apps/web/src/features/live/LivePage.tsx': "export { Bots } from '../bots/Bots.tsx';\n",
  'apps/web/src/features/bots/Bots.tsx': 'export const Bots = 1;\n',
  'apps/web/src/features/contacts/ContactsPage.tsx':
    "export { ContactImportExport } from '../contactImport/ContactImportExport.tsx';\n",
  'apps/web/src/features/contacts/ContactPage.tsx':
    "export { ContactIdentitiesPanel } from '../contactIdentities/components/ContactIdentitiesPanel.tsx';\n",
  'apps/web/src/features/contacts/ContactBots.tsx': "export { Bots } from '../bots/Bots.tsx';\n",
  'apps/web/src/features/contactImport/ContactImportExport.tsx': 'export const ContactImportExport = 1;\n',
  'apps/web/src/features/contactIdentities/components/ContactIdentitiesPanel.tsx':
    'export const ContactIdentitiesPanel = 1;\n',
  'apps/web/src/features/bots/BotsWithImport.tsx':
    "export { ContactImportExport } from '../contactImport/ContactImportExport.tsx';\n",
};

const root = mkdtempSync(join(tmpdir(), 'prosa-dependency-rules-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function violations() {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const { output } = await cruise(['apps'], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
  });
  return (output as ICruiseResult).summary.violations
    .map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`)
    .sort();
}

describe('the import boundaries (.dependency-cruiser.cjs)', () => {
  it('refuses a module reaching past another module’s index.ts and a feature importing another', async () => {
    expect(await violations()).toEqual([
      'server-modules-meet-through-index: apps/server/src/modules/beta/intoInner.ts -> apps/server/src/modules/alpha/inner.ts',
      'web-contacts-import-only-the-crm-embeds: apps/web/src/features/contacts/ContactBots.tsx -> apps/web/src/features/bots/Bots.tsx',
      'web-features-import-no-other-feature: apps/web/src/features/bots/BotsWithImport.tsx -> apps/web/src/features/contactImport/ContactImportExport.tsx',
      'web-features-import-no-other-feature: apps/web/src/features/live/LivePage.tsx -> apps/web/src/features/bots/Bots.tsx',
    ]);
  });
});
