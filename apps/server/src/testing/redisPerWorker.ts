// Integration files run side by side (vitest.config.ts). The servers of one file share Redis on
// purpose (the across-servers tests), but servers of two files running at once must not: the
// socket.io adapter's stream would carry one file's broadcasts, server-side emits and fetchSockets
// to the other file's servers, which answer late or are being killed. Each vitest worker (which
// runs its files one after another) gets a Redis database of its own; server processes a test
// spawns inherit it through the environment.
const url = process.env.REDIS_URL;
const worker = process.env.VITEST_POOL_ID;
if (url && worker) {
  const parsed = new URL(url);
  if (parsed.pathname === '' || parsed.pathname === '/') {
    parsed.pathname = `/${worker}`;
    process.env.REDIS_URL = parsed.toString();
  }
}
