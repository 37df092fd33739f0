// `npm test`: lint, types, the import rules (.dependency-cruiser.cjs), the OpenAPI document's lint,
// unit and integration tests, the web and widget builds, then browser end-to-end tests; ends with one
// line adding up every test run.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensureChromium.ts';
import { summaryLine, totalSummary } from './totalSummary.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// CI passes its own file to total several runs; otherwise each `npm test` starts afresh.
const summaryFile = process.env.PROSA_SUMMARY_FILE ?? `${root}.tmp/test-summary.jsonl`;
if (!process.env.PROSA_SUMMARY_FILE) rmSync(summaryFile, { force: true });

const steps: Array<{ name: string; command: string; args: string[] }> = [
  { name: 'lint (biome)', command: 'npx', args: ['biome', 'check', '.'] },
  { name: 'types (tsc)', command: 'npm', args: ['run', 'typecheck'] },
  {
    name: 'dependency rules (dependency-cruiser)',
    command: 'npx',
    args: ['depcruise', 'packages', 'apps/server/src', 'apps/web/src', '--config', '.dependency-cruiser.cjs'],
  },
  { name: 'OpenAPI lint (redocly)', command: 'node', args: ['--import', 'tsx', 'scripts/lintOpenApi.ts'] },
  {
    name: 'unit + integration (vitest)',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'unit', '--project', 'integration'],
  },
  { name: 'web build (vite)', command: 'npm', args: ['run', 'build', '-w', '@prosa/web'] },
  { name: 'webchat build (esbuild)', command: 'npm', args: ['run', 'build', '-w', '@prosa/webchat'] },
  { name: 'end-to-end (vitest + chromium)', command: 'npx', args: ['vitest', 'run', '--project', 'e2e'] },
];

const chromium = ensureChromium();
if (!chromium) process.exit(1);

const failed: string[] = [];
for (const step of steps) {
  const startedAt = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium, PROSA_SUMMARY_FILE: summaryFile },
  });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`${result.status === 0 ? '✔' : '✖'} ${step.name} (${seconds} s)`);
  if (result.status !== 0) {
    failed.push(step.name);
    // Into the summary too, so CI's closing lines name the step (its own output may be far above).
    mkdirSync(dirname(summaryFile), { recursive: true });
    appendFileSync(summaryFile, `${JSON.stringify({ failedStep: step.name })}\n`);
  }
}

const total = totalSummary(summaryFile);
if (failed.length > 0 && total.failed === 0) total.failed = 1;
console.log(`\n${summaryLine(total)}`);
process.exit(failed.length > 0 ? 1 : 0);
