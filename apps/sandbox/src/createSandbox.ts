import Fastify, { type FastifyInstance } from 'fastify';
import { cloudFake } from './cloud/cloudFake.ts';
import { gupshupFake } from './gupshup/gupshupFake.ts';
import { instagramFake, messengerFake } from './meta/metaFake.ts';
import { rcsFake } from './rcs/rcsFake.ts';
import { createSandboxContext, type SandboxRuntime } from './shared/createSandboxContext.ts';
import type {
  ProviderFake,
  SandboxNumber,
  SandboxProvider,
  ThreadMessage,
  WebhookRequest,
} from './shared/ProviderFake.ts';
import { sandboxRoutes } from './shared/sandboxRoutes.ts';
import { smsGatewayFake } from './smsGateway/smsGatewayFake.ts';
import { telegramFake } from './telegram/telegramFake.ts';
import { twilioFake } from './twilio/twilioFake.ts';

// Every provider fake. A new one adds one line here (and implements shared/ProviderFake.ts).
const fakes: ProviderFake[] = [
  cloudFake,
  twilioFake,
  gupshupFake,
  telegramFake,
  smsGatewayFake,
  messengerFake,
  instagramFake,
  rcsFake,
];

export interface SandboxOptions {
  host?: string;
  // 0 picks a free port (the address is in `url` after start).
  port?: number;
  // The clock the fakes read (the 24-hour window, rates, timestamps); a test may pass its own.
  now?: () => number;
  statusDelayMs?: number;
  logger?: boolean;
}

export interface Sandbox {
  app: FastifyInstance;
  runtime: SandboxRuntime;
  // The address it listens at (http://host:port), known after start.
  readonly url: string;
  // The same as POST /_sandbox/numbers, for a server that starts the sandbox in-process.
  registerNumber(number: SandboxNumber): void;
  // A customer's text kept in the thread as the customer route keeps it (so the number's service
  // window opens), but not delivered: the signed request the provider would post, for a load
  // generator that posts it itself (the sandbox's ordered per-thread delivery is not what it
  // measures). `id` is the message's provider id.
  customerRequest(
    provider: SandboxProvider,
    instanceId: string,
    customer: string,
    text: string,
  ): WebhookRequest & { id: string; url: string };
  start(): Promise<string>;
  close(): Promise<void>;
}

// The provider sandbox: local fakes of the WhatsApp providers speaking their wire formats, plus the
// customer-side `/_sandbox` API. Started in-process by the demo server or alone by main.ts.
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const host = options.host ?? '127.0.0.1';
  let url = `http://${host}:${options.port ?? 0}`;
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 32 * 1024 * 1024 });
  const runtime = createSandboxContext({
    now: options.now ?? Date.now,
    baseUrl: () => url,
    statusDelayMs: options.statusDelayMs ?? 150,
    log: app.log,
  });
  sandboxRoutes(app, runtime, fakes);
  for (const fake of fakes) void app.register(fake.plugin, { sandbox: runtime });

  return {
    app,
    runtime,
    get url() {
      return url;
    },
    registerNumber(number) {
      runtime.store.registerNumber(number);
    },
    customerRequest(provider, instanceId, customer, text) {
      const fake = fakes.find((candidate) => candidate.provider === provider);
      const number = runtime.store.findNumber(provider, instanceId);
      if (!fake || !number) throw new Error(`no ${provider} number ${instanceId} in the sandbox`);
      const message: ThreadMessage = {
        id: fake.newInboundId(),
        direction: 'in',
        at: new Date(runtime.now()).toISOString(),
        text,
        kind: 'text',
        status: 'delivered',
      };
      runtime.store.append(number, customer, message);
      const request = fake.inboundWebhook(runtime, number, { phone: customer }, message);
      return { ...request, id: message.id, url: request.url ?? number.webhookUrl };
    },
    async start() {
      await app.listen({ host, port: options.port ?? 0 });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
      return url;
    },
    async close() {
      runtime.stopTimers();
      await app.close();
    },
  };
}
