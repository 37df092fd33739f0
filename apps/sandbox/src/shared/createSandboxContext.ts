import type { ProviderStatus } from '@prosa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type {
  ProviderFake,
  SandboxContext,
  SandboxNumber,
  StatusUpdate,
  ThreadMessage,
} from './ProviderFake.ts';
import { SandboxStore } from './SandboxStore.ts';
import { WebhookSender } from './WebhookSender.ts';

const progression: ProviderStatus[] = ['sent', 'delivered', 'read'];

export interface SandboxRuntime extends SandboxContext {
  sender: WebhookSender;
  // Moves a business message forward to `status`, sending the webhook of every step not yet sent
  // (sent → delivered → read), in order after the thread's earlier webhooks; never backwards.
  advance(
    fake: ProviderFake,
    number: SandboxNumber,
    customer: string,
    message: ThreadMessage,
    status: ProviderStatus,
  ): Promise<void>;
  stopTimers(): void;
  // Resolves once no status is waiting to be sent and every webhook queued has left (tests).
  idle(): Promise<void>;
}

export interface SandboxContextOptions {
  now: () => number;
  baseUrl: () => string;
  // How long after accepting a business message its `sent`, then its `delivered`, webhook leaves.
  statusDelayMs: number;
  log: FastifyBaseLogger;
}

export function createSandboxContext(options: SandboxContextOptions): SandboxRuntime {
  const store = new SandboxStore();
  const sender = new WebhookSender(options.log);
  const timers = new Set<NodeJS.Timeout>();
  // The statuses already reported per business message: a late timer never re-sends or goes back.
  const reported = new WeakMap<ThreadMessage, ProviderStatus[]>();

  const later = (work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, options.statusDelayMs);
    timers.add(timer);
  };

  const runtime: SandboxRuntime = {
    store,
    sender,
    now: options.now,
    baseUrl: options.baseUrl,
    deliver: (number, customer, request) => sender.deliver(number, customer, request),
    advance(fake, number, customer, message, status) {
      const target =
        status === 'failed' ? ['failed' as const] : progression.slice(0, progression.indexOf(status) + 1);
      const done = reported.get(message) ?? [];
      const steps = target.filter((step) => !done.includes(step));
      if (steps.length === 0) return Promise.resolve();
      reported.set(message, [...done, ...steps]);
      message.status = status;
      const { statusesWebhook } = fake;
      return Promise.all(
        steps.map((step) => {
          if (statusesWebhook) {
            const build = (updates: StatusUpdate[]) => statusesWebhook(runtime, number, updates);
            return sender.deliverPart(number, customer, { customer, message, status: step }, build);
          }
          const request = fake.statusWebhook(runtime, number, customer, message, step);
          return request ? sender.deliver(number, customer, request) : undefined;
        }),
      ).then(() => undefined);
    },
    acceptOutbound(fake, number, customer, message) {
      store.append(number, customer, message);
      if (message.status === 'failed') {
        later(() => void runtime.advance(fake, number, customer, message, 'failed'));
        return;
      }
      later(() => {
        void runtime.advance(fake, number, customer, message, 'sent');
        later(() => void runtime.advance(fake, number, customer, message, 'delivered'));
      });
    },
    async idle() {
      while (timers.size > 0 || sender.busy()) {
        await sender.idle();
        if (timers.size > 0) await new Promise((resolve) => setTimeout(resolve, options.statusDelayMs));
      }
    },
    stopTimers() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
  return runtime;
}
