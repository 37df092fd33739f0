import { type Browser, type BrowserServer, chromium } from 'playwright-core';
import { findChromium } from './findChromium.ts';

// The machine has no network beyond loopback: without these flags Chromium keeps trying to reach
// update and sync hosts and floods the log with refused connections.
const offlineFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

function launchOptions() {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('No Chromium found: run `npm test`, which installs one, or set CHROMIUM_PATH.');
  return { executablePath, headless: true, args: offlineFlags };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

// One Chromium for the whole e2e run (globalSetup.ts): starting one takes one to two seconds, which
// each spec file paid when it launched its own. Spec files connect to it (useBrowser.ts); a story's
// contexts stay its own, so sharing the process shares no cookies or storage.
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}
