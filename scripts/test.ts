// `npm test`: lint, types, the import rules (.dependency-cruiser.cjs), the OpenAPI document's lint
// and the web and widget builds, two at a time; then unit and integration tests, then browser
// end-to-end tests; ends with one line adding up every test run.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensureChromium.ts';
import { summaryLine, totalSummary } from './totalSummary.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// CI passes its own file to total several runs; otherwise each `npm test` starts afresh.
const summaryFile = process.env.PROSA_SUMMARY_FILE ?? `${root}.tmp/test-summary.jsonl`;
if (!process.env.PROSA_SUMMARY_FILE) rmSync(summaryFile, { force: true });

interface Step {
  name: string;
  command: string;
  args: string[];
}

// Independent of each other and of the tests, and each mostly one core's work: two at a time
// took the machine's two cores where one after another left one idle (docs/performance.md).
const checks: Step[] = [
  { name: 'types (tsc, server and packages)', command: 'npx', args: ['tsc', '-p', '.'] },
  { name: 'types (tsc, web)', command: 'npx', args: ['tsc', '-p', 'apps/web'] },
  { name: 'types (tsc, webchat)', command: 'npx', args: ['tsc', '-p', 'apps/webchat'] },
  { name: 'lint (biome)', command: 'npx', args: ['biome', 'check', '.'] },
  {
    name: 'dependency rules (dependency-cruiser)',
    command: 'npx',
    args: ['depcruise', 'packages', 'apps/server/src', 'apps/web/src', '--config', '.dependency-cruiser.cjs'],
  },
  { name: 'OpenAPI lint (redocly)', command: 'node', args: ['--import', 'tsx', 'scripts/lintOpenApi.ts'] },
  { name: 'web build (vite)', command: 'npm', args: ['run', 'build', '-w', '@prosa/web'] },
  { name: 'webchat build (esbuild)', command: 'npm', args: ['run', 'build', '-w', '@prosa/webchat'] },
];
const suites: Step[] = [
  {
    name: 'unit + integration (vitest)',
    command: 'npx',
    args: [
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'integration',
      '--project',
      'integration-own-process',
    ],
  },
  { name: 'end-to-end (vitest + chromium)', command: 'npx', args: ['vitest', 'run', '--project', 'e2e'] },
];

const chromium = ensureChromium();
if (!chromium) process.exit(1);
const env = { ...process.env, CHROMIUM_PATH: chromium, PROSA_SUMMARY_FILE: summaryFile };

const failed: string[] = [];
function report(step: Step, status: number | null, startedAt: number) {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`${status === 0 ? '✔' : '✖'} ${step.name} (${seconds} s)`);
  if (status === 0) return;
  failed.push(step.name);
  // Into the summary too, so CI's closing lines name the step (its own output may be far above).
  mkdirSync(dirname(summaryFile), { recursive: true });
  appendFileSync(summaryFile, `${JSON.stringify({ failedStep: step.name })}\n`);
}

// A check's output is held and printed whole when it ends, so two checks never interleave lines.
function runHeld(step: Step) {
  const startedAt = Date.now();
  return new Promise<void>((resolve) => {
    const child = spawn(step.command, step.args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      console.log(`\n▶ ${step.name}`);
      process.stdout.write(Buffer.concat(output));
      report(step, status, startedAt);
      resolve();
    });
  });
}

const queue = [...checks];
await Promise.all(
  [0, 1].map(async () => {
    for (let step = queue.shift(); step; step = queue.shift()) await runHeld(step);
  }),
);
for (const step of suites) {
  const startedAt = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit', env });
  report(step, result.status, startedAt);
}

const total = totalSummary(summaryFile);
if (failed.length > 0 && total.failed === 0) total.failed = 1;
console.log(`\n${summaryLine(total)}`);
process.exit(failed.length > 0 ? 1 : 0);
