import { existsSync, readFileSync } from 'node:fs';

// Adds up the counts each vitest run appended to the summary file (see summaryReporter.ts).
export function totalSummary(file: string) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  if (!existsSync(file)) return total;
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const counts = JSON.parse(line) as typeof total;
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  return total;
}

export const summaryLine = (total: ReturnType<typeof totalSummary>) =>
  `tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;

// As a command: `node --import tsx scripts/totalSummary.ts FILE [failed-steps]` prints the total;
// a failed step with no failed test still counts as one failure, so the line never reads green.
if (process.argv[1]?.endsWith('totalSummary.ts')) {
  const total = totalSummary(process.argv[2] ?? '');
  if (Number(process.argv[3] ?? 0) > 0 && total.failed === 0) total.failed = 1;
  console.log(summaryLine(total));
}
