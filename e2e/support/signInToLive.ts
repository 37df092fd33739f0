import type { BrowserContext } from 'playwright-core';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { LivePage } from '../pages/LivePage.ts';
import { ShellPage } from '../pages/ShellPage.ts';

// A member signed in on /live in a context of their own, online unless told otherwise.
export async function signInToLive(context: BrowserContext, url: string, email: string, isOnline = true) {
  const { page } = await DashboardPage.signIn(context, url, email);
  if (isOnline) await new ShellPage(page).chooseStatus('Online');
  return LivePage.open(page);
}
