import { createSandbox } from './createSandbox.ts';

// The sandbox alone: `npm start -w @prosa/sandbox` (SANDBOX_HOST, SANDBOX_PORT; default
// 127.0.0.1:4010). Register a number with POST /_sandbox/numbers, then point the channel's base URL
// at the printed address.
const sandbox = createSandbox({
  host: process.env.SANDBOX_HOST ?? '127.0.0.1',
  port: Number(process.env.SANDBOX_PORT ?? 4010),
  logger: true,
});
const url = await sandbox.start();
console.log(`Provider sandbox listening at ${url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
