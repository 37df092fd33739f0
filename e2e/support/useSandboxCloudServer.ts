import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { afterAll, beforeAll } from 'vitest';
import { addSandboxWhatsappChannel } from './sandboxWhatsappChannel.ts';
import { useBrowser } from './useBrowser.ts';
import { useOwnServer } from './useOwnServer.ts';

// A server of the story's own (it adds a channel and spends credits) with a WhatsApp channel on
// the sandbox's Cloud API fake, which approves submitted templates by webhook and reports each
// message delivered a few milliseconds after it; its customer API (`sandboxUrl`) writes as a customer. `env` adds server settings (useOwnServer.ts).
export function useSandboxCloudServer(
  channel: { name: string; instanceId: string },
  env: Record<string, string> = {},
) {
  const ownServer = useOwnServer(env);
  const browser = useBrowser();
  let sandbox: Sandbox | undefined;
  let accountId = '';
  let url = '';
  beforeAll(async () => {
    sandbox = createSandbox({ statusDelayMs: 5 });
    url = await sandbox.start();
    ({ accountId } = await addSandboxWhatsappChannel(ownServer(), url, { ...channel, written: [] }));
  });
  afterAll(() => sandbox?.close());
  return { ownServer, browser, accountId: () => accountId, sandboxUrl: () => url };
}
