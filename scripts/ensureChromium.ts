import { spawnSync } from 'node:child_process';
import { findChromium } from '../e2e/support/findChromium.ts';

const run = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'inherit' }).status === 0;

// Finds a Chromium for the browser tests, installing one when there is none: Debian's package
// when we are root, otherwise Playwright's installer. Returns its path, or null after saying what
// to run by hand.
export function ensureChromium(): string | null {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && run('sh', ['-c', 'command -v apt-get >/dev/null'])) {
    console.log("No Chromium found: installing Debian's chromium with apt-get…");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
  } else {
    console.log("No Chromium found: installing Playwright's Chromium…");
    run('npx', ['playwright-core', 'install', 'chromium']);
  }
  const installed = findChromium();
  if (!installed) {
    console.error(
      'The browser tests need Chromium and none could be installed. Run one of:\n' +
        '  sudo apt-get install -y chromium        (Debian/Ubuntu)\n' +
        '  npx playwright-core install chromium    (any system)\n' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run `npm test` again.',
    );
  }
  return installed;
}
