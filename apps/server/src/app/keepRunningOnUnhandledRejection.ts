// Node ends the process on an unhandled rejection. Libraries we do not control leave some promises
// unheard (pg-boss 10 does not await a job's complete/fail): when the database drops, one of them
// would take every open conversation down with it. Logged and kept running; a bug still shows in
// the log. Installed by the server's entry (main.ts), not by tests, which should see such bugs fail.
export function keepRunningOnUnhandledRejection(log: (...parts: unknown[]) => void = console.error) {
  process.on('unhandledRejection', (reason) => {
    log('[process] unhandled rejection (the server keeps running):', reason);
  });
}
