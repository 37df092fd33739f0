import type { FastifyBaseLogger } from 'fastify';
import type { SandboxNumber, WebhookRequest } from './ProviderFake.ts';
import { postText } from './postText.ts';

const attempts = 3;
const retryDelayMs = [200, 1000];

// POSTs webhooks to Prosa in order per thread (business number × customer), as a provider does: a
// `delivered` never overtakes its `sent`, a customer's second message never its first. A refused or
// unreachable webhook is retried twice, then given up (logged), like a provider's bounded retries.
export class WebhookSender {
  private readonly lanes = new Map<string, Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  deliver(number: SandboxNumber, customer: string, request: WebhookRequest): Promise<void> {
    const lane = `${number.provider}\u0000${number.instanceId}\u0000${customer}`;
    const previous = this.lanes.get(lane) ?? Promise.resolve();
    const next = previous.then(() => this.post(number, request));
    this.lanes.set(lane, next);
    void next.finally(() => {
      if (this.lanes.get(lane) === next) this.lanes.delete(lane);
    });
    return next;
  }

  busy(): boolean {
    return this.lanes.size > 0;
  }

  // Resolves when every webhook queued so far has been sent or given up.
  async idle(): Promise<void> {
    while (this.lanes.size > 0) await Promise.all(this.lanes.values());
  }

  private async post(number: SandboxNumber, request: WebhookRequest): Promise<void> {
    const url = request.url ?? number.webhookUrl;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        const answer = await postText(url, request.headers, request.body);
        if (answer.status >= 200 && answer.status < 300) {
          request.onAnswer?.(answer.text);
          return;
        }
        this.log.warn({ url, status: answer.status, attempt }, 'sandbox webhook refused');
      } catch (error) {
        this.log.warn({ url, err: error, attempt }, 'sandbox webhook unreachable');
      }
      const delay = retryDelayMs[attempt - 1];
      if (delay !== undefined) await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
