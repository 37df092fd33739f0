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

// The web build is stale when it is missing or older than any source it is made from.
export function isBuildStale(root) {
  const built = join(root, 'apps/web/dist/index.html');
  if (!existsSync(built)) return true;
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/contracts/src',
    'packages/domain/src',
  ];
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newest(join(root, source)) > builtAt);
}
