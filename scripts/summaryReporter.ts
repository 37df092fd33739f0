import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { SerializedError } from 'vitest';
import type { Reporter, TestModule } from 'vitest/node';

// Prints one plain closing line ("tests: N passed, N failed, N skipped") that CI reads, and adds
// the counts to PROSA_SUMMARY_FILE so `npm test` can total its several vitest runs.
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const failures: string[] = [];
    for (const module of testModules) {
      const tests = [...module.children.allTests()];
      for (const test of tests) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') {
          failed++;
          failures.push(describeFailure(module.moduleId, test.fullName, test.result().errors?.[0]));
        } else skipped++;
      }
      // A file that fails before any test runs (import error, failing hook) counts as a failure.
      if (module.state() === 'failed' && tests.every((test) => test.result().state !== 'failed')) {
        failed++;
        failures.push(describeFailure(module.moduleId, '(the file itself)', module.errors()[0]));
      }
    }
    console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
    const file = process.env.PROSA_SUMMARY_FILE;
    if (file) {
      mkdirSync(dirname(file), { recursive: true });
      // An error outside any test fails the run with every test green; CI's last lines name it.
      const unhandled = unhandledErrors.map((error) => describeError(error));
      appendFileSync(file, `${JSON.stringify({ passed, failed, skipped, unhandled, failures })}\n`);
    }
  }
}

// CI shows only the end of its output: the closing lines name each failed test and its first error,
// which may have scrolled far above.
function describeFailure(moduleId: string, name: string, error: SerializedError | undefined) {
  const file = relative(process.cwd(), moduleId);
  const message = error ? `: ${(error.message ?? '').split('\n')[0]}` : '';
  return `${file} > ${name}${message}`.slice(0, 400);
}

function describeError(error: SerializedError) {
  const where = error.stack?.split('\n').find((line) => line.includes('/apps/') || line.includes('/e2e/'));
  return `${error.name ?? 'Error'}: ${error.message}${where ? ` (${where.trim()})` : ''}`.slice(0, 400);
}
