import { deliveryCodeOf, templateSendParts } from '@prosa/domain';
import type { AppServices } from '../../app/services.ts';
import {
  type AdapterChannel,
  adapterFor,
  boundedHttp,
  type ChannelAdapter,
  emailSenderChannel,
  findChannelById,
  type HttpFetch,
  keptAliveFetch,
  type OutboundMessage,
  paceWindowOf,
  providerRefusalOf,
  retryDelay,
  SendPacer,
  serverBaseUrl,
  suppressAddress,
  toAdapterChannel,
} from '../channels/index.ts';
import type { ClaimedRecipient } from './claimRecipients.ts';
import { DispatchOwners } from './DispatchOwners.ts';
import { dispatchStops } from './dispatchStops.ts';
import { trackEmailHtml, trackingBaseOf } from './emailTracking.ts';
import type { DispatchToSend } from './loadDispatchToSend.ts';
import { recipientMessage } from './recipientMessage.ts';
import {
  recordRecipientBounced,
  recordRecipientFailed,
  recordRecipientRetry,
  recordRecipientSent,
  releaseRecipients,
} from './recordRecipientOutcome.ts';

type Services = Pick<AppServices, 'database' | 'clock' | 'log' | 'secretKey' | 'env' | 'limits'>;

// The provider's cap when the channel's configuration names none (WhatsApp Cloud API: 80/s), as
// the channel layer's delivery reads it.
const defaultMessagesPerSecond = 80;
// How long a claim holds its recipients, and how long one provider call may take: a claim is only
// sent on while a whole call still fits in it, so a live claim never lapses under a send.
export const leaseMs = 20_000;
const requestTimeoutMs = 8_000;
// A transient refusal is retried for 24 hours after the recipient was stored (campaigns §9,
// "temporary WhatsApp failure retry 24 h"); then it fails with its code.
const retryWindowMs = 24 * 60 * 60 * 1000;
// An e-mail refused for now (SMTP 4xx, a soft bounce) is retried for 72 hours (campaigns §9).
export const emailRetryWindowMs = 72 * 60 * 60 * 1000;
// The relay's answers saying the mailbox does not exist or takes no mail (RFC 5321 §4.2.3): the
// address joins the suppression list, as a hard bounce report puts it there.
const mailboxRefusals = new Set(['550', '551', '553']);

// Sends claimed recipients through the channel's adapter, paced by the channel layer's pacer under
// the same key as the channel's other sends (its window is shared through Redis when the
// deployment has one), with the recipient's id as the send's own id: Cloud carries it as
// biz_opaque_callback_data, which statuses echo and the sandbox's fake takes as an idempotency key.
// One per process; stopped with the job queue, cutting sends in flight short (their claims lapse
// and the recipients are sent again under the same id).
export class BroadcastSender {
  private readonly aborted = new AbortController();
  private readonly pacer: SendPacer;
  private readonly http: HttpFetch;
  private readonly stops: ReturnType<typeof dispatchStops>;
  private readonly owners = new DispatchOwners();

  constructor(
    private readonly services: Services,
    http: HttpFetch = keptAliveFetch,
    private readonly adapterOf: (type: string, provider: string) => ChannelAdapter | null = adapterFor,
  ) {
    this.pacer = new SendPacer(this.aborted.signal, paceWindowOf(services));
    this.stops = dispatchStops(services.database.db);
    this.http = boundedHttp(http, this.aborted.signal, requestTimeoutMs);
  }

  get stopped() {
    return this.aborted.signal.aborted;
  }

  // The dispatch for a job of this process (DispatchOwners): its token, or null when another job
  // of this process works it.
  take(dispatchId: string) {
    return this.owners.take(dispatchId);
  }

  handOver(dispatchId: string, token: symbol) {
    this.owners.handOver(dispatchId, token);
  }

  // What this process knows of the dispatch's stop goes once no job of it works the dispatch.
  release(dispatchId: string, token: symbol) {
    if (this.owners.release(dispatchId, token)) this.stops.forget(dispatchId);
  }

  // The channel's cap (its configuration, else the provider's default): what a batch is sized to.
  async messagesPerSecond(channelId: string) {
    const row = await findChannelById(this.services.database.db, channelId);
    return row ? rateOf(row.config) : defaultMessagesPerSecond;
  }

  stop() {
    this.aborted.abort();
  }

  async sendAll(dispatch: DispatchToSend, claimed: ClaimedRecipient[], claimedAt: number) {
    const row = await findChannelById(this.services.database.db, dispatch.channelId);
    const adapter = row ? this.adapterOf(row.type, row.provider) : null;
    if (!row || !adapter) {
      // The channel is gone or has no adapter: "bot missing or not configured" (campaigns §8).
      for (const recipient of claimed)
        await recordRecipientFailed(this.services, recipient, '9991', this.services.clock.now());
      return;
    }
    const base = serverBaseUrl(this.services);
    const opened = toAdapterChannel(row, this.services.secretKey, base);
    // An e-mail goes as the dispatch's sender, signed with that sender's domain key.
    const channel =
      dispatch.channelType === 'email'
        ? await emailSenderChannel(
            this.services.database.db,
            this.services.secretKey,
            opened,
            dispatch.sender,
          )
        : opened;
    if (!channel) {
      // The sender's domain is no longer verified or the address no longer allowed: "invalid sender".
      for (const recipient of claimed)
        await recordRecipientFailed(this.services, recipient, '1001', this.services.clock.now());
      return;
    }
    const rate = rateOf(row.config);
    const outcomes = await Promise.all(
      claimed.map((recipient) =>
        this.sendOne(
          dispatch,
          recipient,
          claimedAt,
          rate,
          (message) => adapter.send(channel, message, this.http),
          channel,
        ),
      ),
    );
    // A stop lets go of what this batch still held, in one statement however much it was.
    await releaseRecipients(
      this.services,
      claimed.filter((_, index) => outcomes[index] === 'stopped'),
    );
  }

  private async sendOne(
    dispatch: DispatchToSend,
    recipient: ClaimedRecipient,
    claimedAt: number,
    rate: number,
    send: (message: OutboundMessage) => Promise<{ providerMessageId: string }>,
    channel: AdapterChannel,
  ) {
    // A take withdrawn (the dispatch was stopped) answers NaN.
    const turn = () => this.pacer.take(dispatch.channelId, rate, dispatch.id);
    let granted = await turn();
    while (!Number.isNaN(granted) && !this.stopped && this.pacer.isStale(granted)) granted = await turn();
    if (this.stopped) return;
    // A member stopped the dispatch: this recipient, and those of the dispatch still waiting for a
    // turn, are let go unsent (sendAll releases them together), and the run's end ends them
    // `notSent` (endStoppedRecipients).
    if (Number.isNaN(granted) || this.stops.isStopped(dispatch.id)) {
      this.pacer.withdraw(dispatch.channelId, dispatch.id);
      return 'stopped' as const;
    }
    // Too little of the claim is left for a whole provider call: another worker could take the
    // recipient over meanwhile and send it twice. Back to waiting, due now.
    if (Date.now() - claimedAt > leaseMs - requestTimeoutMs - 1000) {
      await recordRecipientRetry(this.services, recipient, this.services.clock.now());
      return;
    }
    try {
      const { providerMessageId } = await send(this.messageOf(dispatch, recipient, channel));
      if (this.stopped) return;
      await recordRecipientSent(this.services, recipient, providerMessageId, this.services.clock.now());
    } catch (error) {
      if (this.stopped) return;
      await this.refused(dispatch, recipient, error);
    }
  }

  // A WhatsApp template with its values; an SMS its filled text; an e-mail its subject, text part
  // and HTML part with its links and open pixel through the sender domain's tracking host.
  private messageOf(dispatch: DispatchToSend, recipient: ClaimedRecipient, channel: AdapterChannel) {
    const message = recipientMessage(dispatch, recipient);
    const { template } = dispatch;
    if (dispatch.channelType === 'email')
      return {
        // A fresh Message-ID per attempt: a retried e-mail's bounce report is a report of its own.
        messageId: `${recipient.id}-${recipient.attempts}`,
        to: recipient.email ?? '',
        subject: message.subject,
        text: message.text,
        ...(message.html
          ? {
              html: trackEmailHtml(message.html, {
                secretKey: this.services.secretKey,
                recipientId: recipient.id,
                base: trackingBaseOf(channel.webhookUrl, channel.config.dkimDomain ?? ''),
              }),
            }
          : {}),
      };
    if (dispatch.channelType === 'sms')
      return { messageId: recipient.id, to: recipient.phone ?? '', text: message.text };
    return {
      messageId: recipient.id,
      to: recipient.phone ?? '',
      text: message.text,
      template: {
        name: template.name,
        language: template.language,
        variables: message.variables,
        ...templateSendParts(template, message.variables),
      },
    };
  }

  private async refused(dispatch: DispatchToSend, recipient: ClaimedRecipient, error: unknown) {
    const { refusal, isTransient } = providerRefusalOf(error);
    const now = this.services.clock.now();
    const isEmail = dispatch.channelType === 'email';
    const window = isEmail ? emailRetryWindowMs : retryWindowMs;
    // SMTP says itself what is transient (4yz); its 5yz are not the HTTP 5xx the shared rule retries.
    const mayRetry = isEmail ? refusal.transient : isTransient;
    if (mayRetry && now.getTime() - recipient.createdAt.getTime() < window) {
      // 429 / 130429: the provider's wait (or the backoff) before this one goes again; never dropped.
      const wait = retryDelay(recipient.attempts, refusal.retryAfterMs);
      await recordRecipientRetry(this.services, recipient, new Date(now.getTime() + wait));
      return;
    }
    // An e-mail the relay refused with an SMTP code bounced: hard for 5xx, soft once 4xx outlived
    // its retries, with the delivery codes a bounce report gives (the statistics' texts). A network
    // failure past the window is a failure like any provider's.
    if (isEmail && /^[45]\d\d$/.test(refusal.code)) {
      const isHard = refusal.code.startsWith('5');
      if (isHard && mailboxRefusals.has(refusal.code))
        await suppressAddress(
          this.services.database.db,
          dispatch.accountId,
          recipient.email ?? '',
          'hardBounce',
        );
      await recordRecipientBounced(
        this.services,
        recipient,
        isHard ? 'hardBounce' : 'softBounce',
        isHard ? 'emailHardBounce' : 'emailSoftBounce',
        now,
      );
      return;
    }
    await recordRecipientFailed(this.services, recipient, deliveryCodeOf(refusal.code), now);
  }
}

function rateOf(config: Record<string, string | undefined>) {
  const configured = Number(config.messagesPerSecond);
  return Number.isFinite(configured) && configured > 0 ? configured : defaultMessagesPerSecond;
}
