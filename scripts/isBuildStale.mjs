import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
};

const builds = {
  web: {
    built: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts'],
  },
  webchat: {
    built: 'apps/webchat/dist/webchat.js',
    sources: ['apps/webchat/src', 'apps/webchat/build.mjs', 'apps/webchat/bundleWidget.mjs'],
  },
};

// A build ('web' or the 'webchat' widget) is stale when it is missing or older than any source it
// is made from; both bundle the shared packages.
export function isBuildStale(root, name = 'web') {
  const { built, sources } = builds[name];
  const builtPath = join(root, built);
  if (!existsSync(builtPath)) return true;
  const builtAt = statSync(builtPath).mtimeMs;
  return [...sources, 'packages/contracts/src', 'packages/domain/src'].some(
    (source) => newest(join(root, source)) > builtAt,
  );
}
