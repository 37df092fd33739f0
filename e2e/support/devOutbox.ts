import type { OutboxEntry } from '@prosa/contracts';
import { readOutbox } from '../../apps/server/src/testing/readOutbox.ts';

export { readOutbox };

// Waits for the newest message to `to` that matches, newer than `afterId`.
export async function waitForOutbox(
  baseUrl: string,
  to: string,
  options: { channel?: OutboxEntry['channel']; afterId?: number; timeoutMs?: number } = {},
): Promise<OutboxEntry> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (Date.now() < deadline) {
    const found = (await readOutbox(baseUrl, { to, channel: options.channel })).find(
      (entry) => entry.id > (options.afterId ?? 0),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No outbox message to ${to} within the time limit`);
}

export const lastOutboxId = async (baseUrl: string) => (await readOutbox(baseUrl))[0]?.id ?? 0;

export const extractCode = (text: string) => text.match(/\b(\d{6})\b/)?.[1] ?? '';
export const extractLink = (text: string) => text.match(/https?:\/\/\S+/)?.[0] ?? '';
