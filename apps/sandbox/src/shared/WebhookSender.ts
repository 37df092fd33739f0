import type { FastifyBaseLogger } from 'fastify';
import type { SandboxNumber, WebhookRequest } from './ProviderFake.ts';
import { postText } from './postText.ts';

const attempts = 3;
const retryDelayMs = [200, 1000];
// Parts per batched webhook. Meta allows up to 1,000 updates in one; fewer keep a body small.
const maxBatchParts = 100;

// The parts (statuses) waiting to leave in one webhook, and the promise their senders wait on.
interface Batch {
  parts: unknown[];
  build: (parts: unknown[]) => WebhookRequest;
  settle: () => void;
  settled: Promise<void>;
}

// A number's batched webhooks: those gathering parts, in order, and whether one is on its way.
interface NumberBatches {
  waiting: Batch[];
  isPosting: boolean;
  isScheduled: boolean;
}

// POSTs webhooks to Prosa in order per thread (business number × customer), as a provider does: a
// `delivered` never overtakes its `sent`, a customer's second message never its first. A refused or
// unreachable webhook is retried twice, then given up (logged), like a provider's bounded retries.
export class WebhookSender {
  private readonly lanes = new Map<string, Promise<void>>();
  private readonly batches = new Map<string, NumberBatches>();

  constructor(private readonly log: FastifyBaseLogger) {}

  deliver(number: SandboxNumber, customer: string, request: WebhookRequest): Promise<void> {
    return this.inLane(number, customer, () => this.post(number, request));
  }

  // One part of a batched webhook (a status). Once the thread's earlier webhooks have left, it joins
  // the number's next batch. A number has one batch on its way at a time, so the parts that become
  // due meanwhile leave together: one request per round trip instead of one per status under load,
  // and a single status when the number is quiet. Resolves once its batch was sent or given up.
  deliverPart<Part>(
    number: SandboxNumber,
    customer: string,
    part: Part,
    build: (parts: Part[]) => WebhookRequest,
  ): Promise<void> {
    return this.inLane(number, customer, () =>
      this.join(number, part, build as (parts: unknown[]) => WebhookRequest),
    );
  }

  busy(): boolean {
    return this.lanes.size > 0;
  }

  // Resolves when every webhook queued so far has been sent or given up.
  async idle(): Promise<void> {
    while (this.lanes.size > 0) await Promise.all(this.lanes.values());
  }

  private inLane(number: SandboxNumber, customer: string, work: () => Promise<void>): Promise<void> {
    const lane = `${number.provider}\u0000${number.instanceId}\u0000${customer}`;
    const previous = this.lanes.get(lane) ?? Promise.resolve();
    const next = previous.then(work);
    this.lanes.set(lane, next);
    void next.finally(() => {
      if (this.lanes.get(lane) === next) this.lanes.delete(lane);
    });
    return next;
  }

  private join(number: SandboxNumber, part: unknown, build: Batch['build']): Promise<void> {
    const key = `${number.provider}\u0000${number.instanceId}`;
    let state = this.batches.get(key);
    if (!state) {
      state = { waiting: [], isPosting: false, isScheduled: false };
      this.batches.set(key, state);
    }
    let batch = state.waiting.at(-1);
    if (!batch || batch.parts.length >= maxBatchParts) {
      let settle = () => {};
      const settled = new Promise<void>((resolve) => {
        settle = resolve;
      });
      batch = { parts: [], build, settle, settled };
      state.waiting.push(batch);
    }
    batch.parts.push(part);
    // The rest of this turn's parts (timers due together) still join before it leaves.
    if (!state.isPosting && !state.isScheduled) {
      state.isScheduled = true;
      setImmediate(() => this.postNext(number, key));
    }
    return batch.settled;
  }

  private postNext(number: SandboxNumber, key: string): void {
    const state = this.batches.get(key);
    if (!state) return;
    state.isScheduled = false;
    const batch = state.isPosting ? undefined : state.waiting.shift();
    if (!batch) {
      if (!state.isPosting) this.batches.delete(key);
      return;
    }
    state.isPosting = true;
    const done = () => {
      state.isPosting = false;
      batch.settle();
      this.postNext(number, key);
    };
    Promise.resolve()
      .then(() => this.post(number, batch.build(batch.parts)))
      .then(done, done);
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
