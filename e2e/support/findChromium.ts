import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

// Debian's Chromium first, then a browser Playwright installed itself; null when there is none.
export function findChromium(): string | null {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  try {
    const bundled = chromium.executablePath();
    return bundled && existsSync(bundled) ? bundled : null;
  } catch {
    return null;
  }
}
