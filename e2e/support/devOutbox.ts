export interface OutboxEntry {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  at: string;
}

// Reads the sandbox outbox the server fills with every e-mail and SMS it "sends".
export async function readOutbox(baseUrl: string): Promise<OutboxEntry[]> {
  const response = await fetch(`${baseUrl}/api/dev/outbox`);
  const body = (await response.json()) as { entries: OutboxEntry[] };
  return body.entries;
}

// Waits for the newest message to `to` that matches, newer than `afterId`.
export async function waitForOutbox(
  baseUrl: string,
  to: string,
  options: { channel?: OutboxEntry['channel']; afterId?: number; timeoutMs?: number } = {},
): Promise<OutboxEntry> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (Date.now() < deadline) {
    const found = (await readOutbox(baseUrl)).find(
      (entry) =>
        entry.to.includes(to) &&
        (!options.channel || entry.channel === options.channel) &&
        entry.id > (options.afterId ?? 0),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No outbox message to ${to} within the time limit`);
}

export const lastOutboxId = async (baseUrl: string) => (await readOutbox(baseUrl))[0]?.id ?? 0;

export const extractCode = (text: string) => text.match(/\b(\d{6})\b/)?.[1] ?? '';
export const extractLink = (text: string) => text.match(/https?:\/\/\S+/)?.[0] ?? '';
