import { type Browser, chromium } from 'playwright-core';
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

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('No Chromium found: run `npm test`, which installs one, or set CHROMIUM_PATH.');
  return chromium.launch({ executablePath, headless: true, args: offlineFlags });
}
