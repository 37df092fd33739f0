import { type Browser, type BrowserServer, chromium } from 'playwright-core';
import { findChromium } from './findChromium.ts';

// Chromium keeps only the last --disable-features it is given, so this one list repeats
// Playwright's own (playwright-core 1.64, chromiumSwitches.ts) and adds the omnibox popup's
// WebUI: this Chromium builds it, two hidden pages, for every window, and a story's fresh context
// is a window. Those pages took four tenths of the renderers' CPU (8 fresh dashboards: 9.8 s of
// 22.9 s); a fresh context with a signed-in dashboard went from 6.1 to 4.6 CPU seconds
// (docs/performance.md, "Test suite: a fresh context without the omnibox popup's pages").
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

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
  return {
    executablePath,
    headless: true,
    args: [...offlineFlags, `--disable-features=${disabledFeatures.join(',')}`],
  };
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
