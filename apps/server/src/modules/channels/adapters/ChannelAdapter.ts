import type { ChannelType, MessageChoices, ProviderStatus } from '@prosa/contracts';

// The one contract every provider adapter meets (WhatsApp Cloud API, Twilio, Gupshup; part 2's
// Telegram, Meta, RCS, SMS and e-mail). The channel layer owns everything around it: finding the
// channel, deduplicating, contacts, conversations, the outbox and retries. An adapter only speaks
// its provider's wire format, and never touches the database.

// A channel as an adapter sees it: its public configuration and its unsealed secrets.
export interface AdapterChannel {
  id: string;
  accountId: string;
  type: ChannelType;
  provider: string;
  config: Record<string, string>;
  secrets: Record<string, string>;
  // The public URL the provider calls (PUBLIC_URL + /webhooks/...); Twilio signs over it.
  webhookUrl: string;
}

// A webhook request as it arrived, before any parsing: signatures are computed over the raw bytes.
export interface InboundRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string>;
  rawBody: Buffer;
}

// What the provider asked, normalised. `providerMessageId` deduplicates (providers retry webhooks).
export type InboundEvent =
  | {
      kind: 'message';
      providerMessageId: string;
      // The customer as the provider knows them (a WhatsApp number in E.164 digits, no '+').
      from: string;
      profileName?: string;
      at: Date;
      text: string;
      // A reply button or list row the customer chose: the id our outbound message gave it.
      reply?: { id: string; title: string };
      // Media to fetch with fetchMedia (Cloud: a media id; Twilio/Gupshup: a URL).
      media?: { ref: string; mime: string; name?: string; caption?: string };
      location?: { latitude: number; longitude: number; name?: string; address?: string };
      // The provider's message kind when it has no text of its own (sticker, reaction, contacts…).
      kindOfContent?: string;
    }
  | {
      kind: 'status';
      // The id the provider gave our outbound message when it accepted it.
      providerMessageId: string;
      // Ours, when the provider echoes it (Twilio: our StatusCallback URL's `?m=`): it still finds
      // the message when the provider's answer to the send was lost before its id was recorded.
      messageId?: string;
      status: ProviderStatus;
      at: Date;
      // A failure's provider code (e.g. '131047'); the layer maps it to the spec's delivery code.
      errorCode?: string;
      errorTitle?: string;
    };

// What the layer asks an adapter to send. `messageId` is ours: providers that take an idempotency
// or client reference get it, so a retry after a lost answer does not send twice.
export interface OutboundMessage {
  messageId: string;
  to: string;
  text: string;
  choices?: MessageChoices | null;
  // A public, signed URL the provider fetches (our upload), with its type and file name.
  media?: { url: string; mime: string; name: string } | null;
  template?: { name: string; language: string; variables: string[] } | null;
}

// A provider refusal. `transient` ones (429, 130429, 131056, 5xx, network) are retried with backoff,
// honouring `retryAfterMs` when the provider says; permanent ones fail the message with `code`.
export class ProviderError extends Error {
  constructor(
    readonly code: string,
    readonly transient: boolean,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

// A template as the provider lists it (Cloud API: GET /{waba-id}/message_templates).
export interface ProviderTemplate {
  name: string;
  language: string;
  category: string;
  status: string;
  quality?: string;
  body: string;
  // How many {{n}} variables the body takes.
  variables: number;
}

export type HttpFetch = typeof fetch;

export interface ChannelAdapter {
  type: ChannelType;
  provider: string;
  // Which configuration keys are secrets (sealed at rest, never returned), and which key is the
  // instance id (unique across channels).
  secretKeys: readonly string[];
  instanceKey: string;
  // The URL to paste at the provider when it is more than `channel.webhookUrl` (Gupshup: with the
  // channel's `?token=`, its callbacks being unsigned). Screens and the sandbox use it when present.
  providerWebhookUrl?(channel: AdapterChannel): string;
  // A GET the provider makes to prove the URL (Cloud: hub.challenge). Returns the body to answer,
  // or null to refuse with 403.
  verifyChallenge?(channel: AdapterChannel, request: InboundRequest): string | null;
  // Checks the request's signature on the raw bytes; false → 401 and nothing stored.
  verifySignature(channel: AdapterChannel, request: InboundRequest): boolean;
  // Throws nothing on a well-signed payload it does not know: unknown entries are skipped.
  parse(channel: AdapterChannel, request: InboundRequest): InboundEvent[];
  // Sends one message; answers the provider's id for it. Throws ProviderError.
  send(
    channel: AdapterChannel,
    message: OutboundMessage,
    http: HttpFetch,
  ): Promise<{ providerMessageId: string }>;
  fetchMedia?(
    channel: AdapterChannel,
    ref: string,
    http: HttpFetch,
  ): Promise<{ bytes: Buffer; mime: string; name: string }>;
  listTemplates?(channel: AdapterChannel, http: HttpFetch): Promise<ProviderTemplate[]>;
  // The connection test of the installation tab: a cheap authenticated call.
  checkConnection?(channel: AdapterChannel, http: HttpFetch): Promise<void>;
}
