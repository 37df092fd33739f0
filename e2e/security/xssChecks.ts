import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { xssSelectors } from '../../apps/server/src/reliability/xssCorpus.ts';

declare global {
  interface Window {
    __xss?: number;
  }
}

// Any element (open shadow roots included) carrying a payload where it would run: an event handler,
// an address or a style, or the code of a script or style element. Shown as text, a payload is a
// text node, or the value of a harmless attribute (alt, title, download, aria-label). Plain script
// text: a compiled function would carry the test runner's helpers into the page.
const findPayloadElements = `(() => {
  const active = /^(on.*|href|src|srcdoc|data|action|formaction|style|xlink:href)$/i;
  const found = [];
  const visit = (root) => {
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes)
        if (active.test(attribute.name) && attribute.value.includes('__xss'))
          found.push(element.tagName + '[' + attribute.name + ']');
      if (/^(SCRIPT|STYLE)$/.test(element.tagName) && (element.textContent || '').includes('__xss'))
        found.push(element.tagName);
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  visit(document);
  return found;
})()`;

// The page ran none of the corpus (every payload would set window.__xss) and holds none of the
// elements a payload rendered as HTML would create. Playwright's CSS engine pierces the widget's
// open shadow root, so this covers the widget too.
export async function expectNoXss(page: Page) {
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  for (const selector of xssSelectors) expect(await page.locator(selector).count(), selector).toBe(0);
  expect(await page.evaluate(findPayloadElements)).toEqual([]);
}

// Each untrusted text shows as the very characters sent.
export async function expectLiteralTexts(within: Page | Locator, texts: readonly string[]) {
  for (const text of texts) await within.getByText(text, { exact: true }).first().waitFor();
}
