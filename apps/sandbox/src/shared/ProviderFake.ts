// THE interface between the sandbox's shared part and each provider fake (Cloud API, Twilio,
// Gupshup). Kept stable: the fakes are written in parallel against it.
//
// The shared part (this folder) owns what every fake has in common:
// - the store (SandboxStore.ts): business numbers registered through `POST /_sandbox/numbers`, the
//   threads (business number × customer phone, every message both ways with its status) and the
//   media blobs;
// - the customer-side routes under `/_sandbox` (sandboxRoutes.ts, contract in COMMON.md);
// - webhook delivery (in order per thread, retried a few times) and the automatic `sent` then
//   `delivered` statuses after a business message is accepted (`SandboxContext.acceptOutbound`);
// - the limits every WhatsApp provider shares (limits/: 80 messages/s per number, the pair rate, the
//   24-hour window) as helpers a fake calls from its send route.
//
// A fake (src/<provider>/) implements `ProviderFake`:
// - `plugin`: a Fastify plugin with the provider's own API (send, media, templates…), registered at
//   the sandbox's root with `{ sandbox }` as its options. Its send route finds the number with
//   `sandbox.store.findNumber(provider, instanceId)`, checks the credentials against
//   `number.secrets`, applies the limits, builds the thread message (an id of its own format) and
//   calls `sandbox.acceptOutbound(fake, number, customer, message)`.
// - `newInboundId()`: the id of a customer's message in the provider's format.
// - `inboundWebhook(...)`: the signed HTTP request the provider would POST to `number.webhookUrl`
//   when the customer writes (the shared route has already stored the message and its media).
// - `statusWebhook(...)`: the signed request for one status of one business message, or null
//   when the provider sends none for it; `statusesWebhook(...)`, optional, the signed request for
//   several statuses of one number, where the provider batches them.
// Both return the body as the exact bytes to send, so the signature covers what is sent.
//
// Routes: the Cloud fake answers Graph's parametric paths (`/:version/:id`,
// `/:version/:id/messages`, `/:version/:id/message_templates`); give a fake's routes a static first
// segment (`/2010-04-01/…`, `/wa/…`, `/twilio/…`), which Fastify's router prefers. A fake that reads
// form bodies adds its content-type parser inside its own plugin (encapsulated). `/_sandbox/*` and
// `/whatsapp_business/*` are taken.

import type { ProviderStatus } from '@prosa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { SandboxStore } from './SandboxStore.ts';

export const sandboxProviders = [
  'cloud',
  'twilio',
  'gupshup',
  'telegram',
  'smsGateway',
  'messenger',
  'instagram',
  'rcs',
] as const;
export type SandboxProvider = (typeof sandboxProviders)[number];

// A business number as `POST /_sandbox/numbers` registered it. `instanceId`: Cloud's phone number
// id, Twilio's sender number, Gupshup's app name.
export interface SandboxNumber {
  provider: SandboxProvider;
  instanceId: string;
  webhookUrl: string;
  secrets: Record<string, string>;
  config: Record<string, string>;
}

export type ThreadMessageKind = 'text' | 'buttons' | 'list' | 'template' | 'media';

// One message of a thread, as `GET /_sandbox/threads` answers it (plus internal fields).
export interface ThreadMessage {
  // The provider's id (Cloud: wamid.…; Twilio: SM…; Gupshup: its uuid).
  id: string;
  direction: 'in' | 'out';
  at: string;
  text: string;
  kind: ThreadMessageKind;
  buttons?: Array<{ id: string; title: string }>;
  list?: { button: string; rows: Array<{ id: string; title: string; description?: string }> };
  // A Cloud template's header as shown, and the components the send gave, as they came.
  template?: {
    name: string;
    language: string;
    body: string;
    header?: { format: string; text?: string; link?: string };
    components?: Array<Record<string, unknown>>;
  };
  // Outbound media: `type` is the provider's message type it came as, where it names one (Cloud:
  // image, audio, video, document, sticker).
  media?: { url: string; mime: string; name: string; type?: string };
  status: ProviderStatus;
  // Inbound only: the reply button or list row the customer chose.
  reply?: { id: string; title: string };
  // Inbound only: the reply came from a postback button (Messenger, Instagram), not a quick reply.
  postback?: boolean;
  // Inbound media only: the stored blob's id (SandboxStore.putMedia).
  mediaId?: string;
  // Outbound only: the caller's idempotency reference (Cloud: biz_opaque_callback_data).
  reference?: string;
  // Inbound button presses on Telegram: whether the bot answered the callback query.
  answered?: boolean;
  // A `failed` message's provider error.
  error?: { code: number; title: string; details: string };
}

// The HTTP request a fake wants POSTed to Prosa. `url` defaults to the number's webhookUrl.
export interface WebhookRequest {
  url?: string;
  headers: Record<string, string>;
  body: string;
  // Reads Prosa's answer, for a provider that runs a call given there (Telegram).
  onAnswer?: (body: string) => void;
}

export interface CustomerRef {
  // E.164 digits without '+', as WhatsApp's wa_id.
  phone: string;
  profileName?: string;
}

export interface ProviderFake {
  provider: SandboxProvider;
  plugin: FastifyPluginAsync<{ sandbox: SandboxContext }>;
  newInboundId(): string;
  inboundWebhook(
    sandbox: SandboxContext,
    number: SandboxNumber,
    customer: CustomerRef,
    message: ThreadMessage,
  ): WebhookRequest;
  statusWebhook(
    sandbox: SandboxContext,
    number: SandboxNumber,
    customer: string,
    message: ThreadMessage,
    status: ProviderStatus,
    // null: the provider has no webhook for this status (Meta's `sent`, Instagram's `delivered`).
  ): WebhookRequest | null;
  // For a provider whose webhooks carry several statuses (Cloud's `statuses[]`): one signed request
  // for statuses of one number. With it, the statuses that become due while that number's previous
  // webhook is on its way leave together in the next one (WebhookSender.deliverPart), as Meta
  // aggregates notifications under load; statusWebhook is then not used for statuses.
  statusesWebhook?(sandbox: SandboxContext, number: SandboxNumber, statuses: StatusUpdate[]): WebhookRequest;
}

// One status of one business message, as a batched status webhook carries it.
export interface StatusUpdate {
  customer: string;
  message: ThreadMessage;
  status: ProviderStatus;
}

// What the shared part gives a fake.
export interface SandboxContext {
  store: SandboxStore;
  // Milliseconds since the epoch; a test may pass its own clock to createSandbox.
  now(): number;
  // The sandbox's own address (http://host:port), for the media URLs a fake hands out.
  baseUrl(): string;
  // Records an accepted business message in the thread and sends its `sent` then `delivered`
  // status webhooks (or `failed` when `message.status` is already 'failed', e.g. Cloud's 131047).
  acceptOutbound(fake: ProviderFake, number: SandboxNumber, customer: string, message: ThreadMessage): void;
  // POSTs a webhook to Prosa, in order with the thread's other webhooks, retried a few times.
  deliver(number: SandboxNumber, customer: string, request: WebhookRequest): Promise<void>;
}
