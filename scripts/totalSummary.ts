import { existsSync, readFileSync } from 'node:fs';

// One line of the summary file: a vitest run's counts (summaryReporter.ts) and the errors it saw
// outside any test, or a step of `npm test` that failed (scripts/test.ts).
type SummaryLine = {
  passed?: number;
  failed?: number;
  skipped?: number;
  unhandled?: string[];
  failures?: string[];
  failedStep?: string;
};

// Adds up the counts each vitest run appended to the summary file, and gathers the failed tests and
// why a run failed when no test did, so CI's last lines say it.
export function totalSummary(file: string) {
  const total = {
    passed: 0,
    failed: 0,
    skipped: 0,
    unhandled: [] as string[],
    failures: [] as string[],
    failedSteps: [] as string[],
  };
  if (!existsSync(file)) return total;
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const entry = JSON.parse(line) as SummaryLine;
    total.passed += entry.passed ?? 0;
    total.failed += entry.failed ?? 0;
    total.skipped += entry.skipped ?? 0;
    total.unhandled.push(...(entry.unhandled ?? []));
    total.failures.push(...(entry.failures ?? []));
    if (entry.failedStep) total.failedSteps.push(entry.failedStep);
  }
  return total;
}

export const summaryLine = (total: ReturnType<typeof totalSummary>) =>
  [
    ...total.failedSteps.map((step) => `failed step: ${step}`),
    ...total.failures.map((failure) => `failed: ${failure}`),
    ...total.unhandled.map((error) => `error outside any test: ${error}`),
    `tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`,
  ].join('\n');

// As a command: `node --import tsx scripts/totalSummary.ts FILE [failed-steps]` prints the total;
// a failed step with no failed test still counts as one failure, so the line never reads green.
if (process.argv[1]?.endsWith('totalSummary.ts')) {
  const total = totalSummary(process.argv[2] ?? '');
  if (Number(process.argv[3] ?? 0) > 0 && total.failed === 0) total.failed = 1;
  console.log(summaryLine(total));
}
