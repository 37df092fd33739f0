import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startTestServer } from '../../apps/server/src/testing/startTestServer.ts';
import { launchBrowserServer } from './launchBrowser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
  }
}

const webDir = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

// One server for the whole e2e run, as `npm start` serves it: the built web app, API and sockets
// on one port, over a fresh database seeded with the demo accounts; and one Chromium the spec files
// connect to.
export default async function setup(project: TestProject) {
  if (!existsSync(`${webDir}/index.html`)) {
    throw new Error(
      'apps/web/dist is missing: run `npm run build -w @prosa/web` before the e2e suite (npm test does).',
    );
  }
  const server = await startTestServer({}, { webDir });
  const browser = await launchBrowserServer().catch(async (error) => {
    await server.close();
    throw error;
  });
  project.provide('baseUrl', server.url);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
  };
}
