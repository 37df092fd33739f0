import { createSandbox, type Sandbox } from '@prosa/sandbox';
import type { AppServices } from '../../../app/services.ts';

// Demo mode's provider sandbox (apps/sandbox), in-process on a free loopback port: the demo's
// WhatsApp channel and the simulator talk to it. Production never starts it. It reads the server's
// clock, so a test that moves time moves the 24-hour window too.
export async function startDemoSandbox(services: AppServices): Promise<Sandbox> {
  const sandbox = createSandbox({ host: '127.0.0.1', port: 0, now: () => services.clock.now().getTime() });
  await sandbox.start();
  return sandbox;
}
