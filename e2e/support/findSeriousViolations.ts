import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core's engine, evaluated in the page: through the DevTools protocol, so the panel's
// Content-Security-Policy (no inline scripts) stays as it is.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface SeriousViolation {
  rule: string;
  impact: string;
  // How many elements break the rule, and the first few of them with what is wrong.
  count: number;
  targets: string[];
}

// The serious and critical axe-core violations of the page as it is now (WCAG 2.1 A and AA, and
// axe's best practices), one entry per rule.
export async function findSeriousViolations(page: Page): Promise<SeriousViolation[]> {
  // Once per document: a screen reached through the panel's router keeps the engine loaded.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    interface AxeResult {
      id: string;
      impact: string | null;
      nodes: Array<{ target: unknown[]; failureSummary?: string }>;
    }
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeResult[] }> } }
    ).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        count: violation.nodes.length,
        targets: violation.nodes
          .slice(0, 5)
          .map(
            (node) => `${JSON.stringify(node.target)}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
          ),
      }));
  });
}
