import type { BrowserContext } from 'playwright-core';

declare global {
  interface Window {
    __prosaCspViolation?: (text: string) => void;
  }
}

// Chromium's console line for anything the policy blocked (in any frame, worker or shadow root).
const refusal = /Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i;

// Records every Content-Security-Policy violation in the context's pages and frames: the page's
// `securitypolicyviolation` events through a binding (which CSP cannot block), and Chromium's console
// refusals. The browser suite fails a story on any (useBrowser), so the panel is proved to run with
// its CSP on and nothing blocked.
export async function watchContentSecurityPolicy(context: BrowserContext, violations: string[]) {
  await context.exposeBinding('__prosaCspViolation', ({ frame }, text: string) => {
    violations.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        window.__prosaCspViolation?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
        ),
      true,
    );
  });
  context.on('console', (message) => {
    if (refusal.test(message.text())) violations.push(`console: ${message.text()}`);
  });
}
