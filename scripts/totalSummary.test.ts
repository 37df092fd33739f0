import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { summaryLine, totalSummary } from './totalSummary.ts';

describe('totalSummary', () => {
  const write = (lines: object[]) => {
    const file = join(mkdtempSync(join(tmpdir(), 'summary-')), 'summary.jsonl');
    writeFileSync(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
    return file;
  };

  it('adds up the runs and names the failed steps, failed tests and errors outside any test last', () => {
    const total = totalSummary(
      write([
        { passed: 3, failed: 0, skipped: 1, unhandled: [] },
        {
          passed: 2,
          failed: 1,
          skipped: 0,
          unhandled: ['Error: pool closed (at apps/x.ts:1)'],
          failures: ['apps/y.int.test.ts > a story > ends well: expected 1 to be 2'],
        },
        { failedStep: 'end-to-end (vitest + chromium)' },
      ]),
    );
    expect(summaryLine(total).split('\n')).toEqual([
      'failed step: end-to-end (vitest + chromium)',
      'failed: apps/y.int.test.ts > a story > ends well: expected 1 to be 2',
      'error outside any test: Error: pool closed (at apps/x.ts:1)',
      'tests: 5 passed, 1 failed, 1 skipped',
    ]);
  });

  it('reads a missing file as nothing run', () => {
    expect(summaryLine(totalSummary(join(tmpdir(), 'no-such-summary.jsonl')))).toBe(
      'tests: 0 passed, 0 failed, 0 skipped',
    );
  });
});
