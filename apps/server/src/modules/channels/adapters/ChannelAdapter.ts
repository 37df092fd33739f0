import type {
  AttachmentRef,
  BroadcastTemplateButton,
  BroadcastTemplateHeader,
  ChannelType,
  MessageChoices,
  MessageTemplate,
  ProviderStatus,
} from '@prosa/contracts';

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
      // A file that came inside the message and is already kept (an e-mail's attachment, stored by
      // the SMTP endpoint with the upload limits before the message was recorded).
      attachment?: AttachmentRef;
      location?: { latitude: number; longitude: number; name?: string; address?: string };
      // The provider's message kind when it has no text of its own (sticker, reaction, contacts…).
      kindOfContent?: string;
      // E-mail: the subject, and the Message-IDs the message answers (In-Reply-To, then References
      // from the newest), by which it finds its conversation.
      subject?: string;
      threadKeys?: string[];
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
      // A watermark (Messenger's read): the status of every message to `recipient` the provider took
      // at or before `at`; `providerMessageId` then only names the event.
      upTo?: { recipient: string };
    }
  | {
      // A message template's review outcome or state change (Cloud: the
      // `message_template_status_update` field), as the provider's word in lowercase (approved,
      // rejected, paused, disabled…), with the provider's reason when it gives one.
      kind: 'template';
      providerTemplateId: string;
      // Names no message (the other events' id is read across the union).
      providerMessageId?: undefined;
      name: string;
      language: string;
      status: string;
      reason?: string;
      at: Date;
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
  // A WhatsApp template: its values, and what its header and URL buttons need (issue 18).
  template?: MessageTemplate | null;
  // Whether an attendant wrote it, and when the customer last wrote: Messenger and Instagram send
  // an attendant's answer after the 24-hour window with the HUMAN_AGENT tag.
  fromAttendant?: boolean;
  customerWroteAt?: Date | null;
  // E-mail: the subject, and the Message-IDs of the conversation's e-mails, newest first
  // (In-Reply-To and References), so the customer's client threads the answer.
  subject?: string;
  threadKeys?: string[];
  // E-mail: an HTML part besides the text (a broadcast's template, its links already tracked).
  html?: string;
}

// A provider refusal. `transient` ones (429, 130429, 131056, 5xx, network) are retried with backoff,
// honouring `retryAfterMs` when the provider says; permanent ones fail the message with `code`.
export class ProviderError extends Error {
  constructor(
    readonly code: string,
    readonly transient: boolean,
    message: string,
    readonly retryAfterMs?: number,
    // The code is not an HTTP status (SMTP's 5yz replies are permanent, where an HTTP 5xx is the
    // provider's own trouble): `transient` alone says whether to try again.
    readonly notHttp = false,
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

// A template to submit for the provider's review (Cloud API: POST /{waba-id}/message_templates).
export interface TemplateSubmission {
  name: string;
  // marketing, utility or authentication.
  category: string;
  language: string;
  body: string;
  // One example value per {{n}} variable, in order (Cloud refuses a body with variables without).
  examples: string[];
  // WhatsApp's header (a text, or the link of an image, video or document) and buttons.
  header?: BroadcastTemplateHeader | null;
  buttons?: BroadcastTemplateButton[];
  // A media header's file, fetched by the caller (through the SSRF guard) only if the adapter asks:
  // Cloud uploads it for the header's example handle when the channel has its Meta app's id.
  headerFile?: () => Promise<SubmissionFile>;
}

export interface SubmissionFile {
  name: string;
  // Its media type (image/jpeg, image/png, video/mp4, application/pdf).
  type: string;
  bytes: Buffer;
}

// What a provider call answers: the part of fetch's Response the adapters read (fetch's own is one).
export interface ProviderResponse {
  ok: boolean;
  status: number;
  statusText: string;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  json(): Promise<unknown>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

// fetch, or a client with the same contract for what the adapters use (keptAliveFetch).
export type HttpFetch = (input: string | URL, init?: RequestInit) => Promise<ProviderResponse>;

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
  // Whether a POST is such a proof rather than events (RBM's { clientToken, secret }): it then goes
  // to verifyChallenge instead of the signature check.
  isChallenge?(request: InboundRequest): boolean;
  // Checks the request's signature on the raw bytes; false → 401 and nothing stored.
  verifySignature(channel: AdapterChannel, request: InboundRequest): boolean;
  // The body to answer a verified webhook with when the provider runs a call given there (Telegram:
  // answerCallbackQuery for a pressed button); null or absent → an empty 200.
  webhookAnswer?(
    channel: AdapterChannel,
    request: InboundRequest,
  ): { contentType: string; body: string } | null;
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
  // Submits a new template for review; answers the provider's id for it and its status (pending).
  submitTemplate?(
    channel: AdapterChannel,
    template: TemplateSubmission,
    http: HttpFetch,
  ): Promise<{ providerTemplateId: string; status: string }>;
  // Tells the provider where to post, when it takes the webhook URL by API (Telegram's setWebhook):
  // called on every save, before anything is stored. Throws ProviderError.
  registerWebhook?(channel: AdapterChannel, http: HttpFetch): Promise<void>;
  // The connection test of the installation tab: a cheap authenticated call.
  checkConnection?(channel: AdapterChannel, http: HttpFetch): Promise<void>;
}
