// Builds the server's OpenAPI document without listening (over a throw-away embedded database),
// writes it to .tmp/openapi.json and lints it with Redocly's recommended rules (redocly.yaml).
// Fails first, with the route's name, on any operation without a summary.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../apps/server/src/app/buildServer.ts';
import { createServices } from '../apps/server/src/app/createServices.ts';
import { readEnv } from '../apps/server/src/app/env.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = join(root, '.tmp/openapi.json');

async function buildDocument() {
  const dataDir = mkdtempSync(join(tmpdir(), 'prosa-openapi-'));
  const env = readEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const { services, close } = await createServices(env, () => undefined);
  try {
    const app = await buildServer(services, { logger: false });
    await app.ready();
    const document = app.swagger() as { paths: Record<string, Record<string, { summary?: string }>> };
    await app.close();
    return document;
  } finally {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const document = await buildDocument();
mkdirSync(join(root, '.tmp'), { recursive: true });
writeFileSync(target, JSON.stringify(document, null, 2));

const unsummarized = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([, operation]) => !operation.summary?.trim())
    .map(([method]) => `${method.toUpperCase()} ${path}`),
);
if (unsummarized.length > 0) {
  console.error(`Routes without a summary (add \`summary: '…'\` to the route's schema):`);
  for (const route of unsummarized) console.error(`  ${route}`);
}

// Offline and quiet: no telemetry, no update check.
const lint = spawnSync('npx', ['redocly', 'lint', '--config', join(root, 'redocly.yaml'), target], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(unsummarized.length > 0 || lint.status !== 0 ? 1 : 0);
