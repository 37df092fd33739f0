import type { ChannelType } from '@prosa/contracts';
import { deliveryCodeOf } from '@prosa/domain';
import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { logFailure } from '../../../app/logFailure.ts';
import type { AppServices } from '../../../app/services.ts';
import { withTransaction } from '../../../app/withTransaction.ts';
import { conversations, messages } from '../../../db/schema/index.ts';
import { adapterFor as registeredAdapter } from '../adapters/adapterFor.ts';
import type {
  AdapterChannel,
  ChannelAdapter,
  HttpFetch,
  OutboundMessage,
} from '../adapters/ChannelAdapter.ts';
import { keptAliveFetch } from '../adapters/keptAliveFetch.ts';
import { rcsNotCapable } from '../adapters/rcs/rbmRequest.ts';
import { smsText } from '../adapters/sms/smsText.ts';
import { findChannelById, toAdapterChannel } from '../channelRepository.ts';
import { isAddressSuppressed } from '../email/emailSuppressions.ts';
import { emailThreadOf } from '../email/emailThreadOf.ts';
import { serverBaseUrl } from '../media/serverBaseUrl.ts';
import { boundedHttp } from './boundedHttp.ts';
import { chargeSmsSend } from './chargeSmsSend.ts';
import { type ClaimedSend, claimDueSends } from './claimDueSends.ts';
import { outboundMediaOf } from './outboundMediaOf.ts';
import type { PaceWindow } from './pacing/PaceWindow.ts';
import { paceWindowOf } from './pacing/paceWindowOf.ts';
import { SendPacer } from './pacing/SendPacer.ts';
import { providerRefusalOf } from './providerRefusalOf.ts';
import { recordFailed, recordRetry, recordSent } from './recordSendOutcome.ts';
import { rerouteToSmsFallback } from './rerouteToSmsFallback.ts';
import { maxAttempts, retryDelay, retryWindowMs } from './retryDelay.ts';
import { toOutboundMessage } from './toOutboundMessage.ts';

type Services = Pick<AppServices, 'database' | 'events' | 'clock' | 'log' | 'secretKey' | 'env' | 'limits'>;

export interface DeliveryOptions {
  // The adapter registry and the HTTP client (a test passes its own).
  adapterFor?: (type: string, provider: string) => ChannelAdapter | null;
  http?: HttpFetch;
  // How often due sends are looked for when nothing woke the worker (retries, other processes).
  pollMs?: number;
  // How long a claim holds a send; a worker that died is taken over after it. Longer than a
  // provider call may take (requestTimeoutMs) plus the pacing wait, so a live claim never lapses.
  leaseMs?: number;
  requestTimeoutMs?: number;
  // Sends in flight in this process, in all and per channel.
  maxInFlight?: number;
  maxPerChannel?: number;
  // Where each channel's send times are counted (by default shared through Redis when the
  // deployment has one, else in this process).
  paceWindow?: PaceWindow;
}

// The provider's cap when the channel's configuration names none (WhatsApp Cloud API: 80/s).
const defaultMessagesPerSecond = 80;
const channelCacheMs = 30_000;

interface LoadedChannel {
  adapter: ChannelAdapter | null;
  channel: AdapterChannel;
  messagesPerSecond: number;
  expiresAt: number;
}

// The outbound half of the channel layer: sends what the storing statements queued in
// channel_outbox (appendMessage, the flow runtime) through the channel's adapter, in each
// conversation's order, paced to the provider's cap, retrying transient refusals with backoff and
// failing permanent ones with the spec's delivery code. Woken at once when this process queues a
// send, and polled for the rest. Stops with the job queue (`jobs`), whose stop ends the server.
export function startChannelDelivery(
  services: Services,
  jobs: Pick<PgBoss, 'on'> | null,
  options: DeliveryOptions = {},
) {
  const delivery = new ChannelDelivery(services, options);
  delivery.start();
  jobs?.on('stopped', () => delivery.stop());
  return delivery;
}

export class ChannelDelivery {
  private readonly adapterFor: (type: string, provider: string) => ChannelAdapter | null;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly requestTimeoutMs: number;
  private readonly maxInFlight: number;
  private readonly maxPerChannel: number;
  private readonly pacer: SendPacer;
  private readonly channels = new Map<string, LoadedChannel>();
  private readonly inFlight = new Map<string, number>();
  private readonly tasks = new Set<Promise<void>>();
  private readonly aborted = new AbortController();
  private readonly scope: ReturnType<Services['events']['scope']>;
  private readonly http: HttpFetch;
  private poll: NodeJS.Timeout | null = null;
  private claiming = false;
  private wakeAgain = false;
  private stopped = false;

  constructor(
    private readonly services: Services,
    options: DeliveryOptions,
  ) {
    this.adapterFor = options.adapterFor ?? registeredAdapter;
    this.pollMs = options.pollMs ?? 1000;
    this.requestTimeoutMs = options.requestTimeoutMs ?? 8_000;
    this.leaseMs = options.leaseMs ?? 20_000;
    this.maxInFlight = options.maxInFlight ?? 64;
    this.maxPerChannel = options.maxPerChannel ?? 40;
    this.scope = services.events.scope();
    this.pacer = new SendPacer(this.aborted.signal, options.paceWindow ?? paceWindowOf(services));
    const http = options.http ?? keptAliveFetch;
    // Every provider call ends by the timeout, and at once when the worker stops.
    this.http = boundedHttp(http, this.aborted.signal, this.requestTimeoutMs);
  }

  start() {
    // A channel this worker holds at its limit takes no more now: its new send is claimed when one
    // of the channel's sends ends (below).
    this.scope.events.on('channel.outboxed', (event) => {
      if (!this.isBusy(event.channelId)) this.wake();
    });
    this.poll = setInterval(() => this.wake(), this.pollMs);
    this.wake();
  }

  // Sends still in flight are cut short (their provider call aborted) and recorded by nobody: their
  // claim lapses and the next worker sends them again, under the same message id (decisions.md).
  stop() {
    this.stopped = true;
    this.scope.dispose();
    if (this.poll) clearInterval(this.poll);
    this.aborted.abort();
  }

  // Resolves once nothing is in flight (tests).
  async idle() {
    while (this.tasks.size > 0 || this.claiming) await Promise.all([...this.tasks, tick()]);
  }

  wake() {
    if (this.stopped) return;
    if (this.claiming) {
      this.wakeAgain = true;
      return;
    }
    void this.claim();
  }

  private async claim() {
    this.claiming = true;
    try {
      do {
        this.wakeAgain = false;
        const room = this.maxInFlight - this.tasks.size;
        if (room <= 0) break;
        const busy = [...this.inFlight.keys()].filter((id) => this.isBusy(id));
        const now = this.services.clock.now();
        const claimed = await claimDueSends(this.services.database, {
          now,
          leaseUntil: new Date(now.getTime() + this.leaseMs),
          limit: room,
          skipChannels: busy,
        });
        if (this.stopped) return;
        for (const send of claimed) this.track(send);
        // A full batch: more may be due.
        if (claimed.length === room) this.wakeAgain = true;
      } while (this.wakeAgain && !this.stopped);
    } catch (error) {
      if (!this.stopped) logFailure(this.services.log, error, {}, 'could not claim channel sends');
    } finally {
      this.claiming = false;
    }
  }

  // How many of a channel's sends this worker holds at once: enough to keep it at its cap, few
  // enough that the last one's pacing wait ends well within its claim.
  private perChannelLimit(channelId: string) {
    const rate = this.channels.get(channelId)?.messagesPerSecond ?? defaultMessagesPerSecond;
    return Math.max(1, Math.min(this.maxPerChannel, Math.floor((rate * this.leaseMs) / 1000 / 4)));
  }

  private isBusy(channelId: string) {
    return (this.inFlight.get(channelId) ?? 0) >= this.perChannelLimit(channelId);
  }

  private track(send: ClaimedSend) {
    this.inFlight.set(send.channelId, (this.inFlight.get(send.channelId) ?? 0) + 1);
    const task = this.deliver(send, Date.now())
      .catch((error) => {
        if (!this.stopped)
          logFailure(
            this.services.log,
            error,
            { messageId: send.messageId, channelId: send.channelId },
            'could not deliver a channel message',
          );
      })
      .finally(() => {
        this.tasks.delete(task);
        const left = (this.inFlight.get(send.channelId) ?? 1) - 1;
        if (left > 0) this.inFlight.set(send.channelId, left);
        else this.inFlight.delete(send.channelId);
        // The conversation's next message may go now; a channel still at its limit takes none, and a
        // claim after each of its sends only skipped it (a query apiece, 80 a second at the cap,
        // docs/performance.md): it claims again, a batch, once its sends drop below the limit.
        if (!this.isBusy(send.channelId)) this.wake();
      });
    this.tasks.add(task);
  }

  private async deliver(send: ClaimedSend, claimedAt: number) {
    const loaded = await this.channelOf(send.channelId);
    if (!loaded?.adapter) {
      await recordFailed(this.services, { messageId: send.messageId, code: '9991' });
      return;
    }
    const [message] = await this.services.database.db
      .select({
        text: messages.text,
        choices: messages.choices,
        template: messages.template,
        attachment: messages.attachment,
        balloonMedia: messages.media,
        sender: messages.sender,
        customerWroteAt: conversations.lastCustomerMessageAt,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(messages.id, send.messageId));
    // Deleted with its conversation: the outbox row went with it.
    if (!message) return;
    const outbound = toOutboundMessage(loaded.channel.type, send, {
      text: message.text,
      choices: message.choices ?? null,
      template: message.template ?? null,
      media: outboundMediaOf(this.services, message.attachment),
      balloonMedia: message.balloonMedia ?? null,
    });
    outbound.fromAttendant = message.sender === 'attendant';
    outbound.customerWroteAt = message.customerWroteAt;
    if (loaded.channel.type === 'email') {
      const { db } = this.services.database;
      // An address that unsubscribed or hard-bounced is not mailed again (spec: "an unsubscribed
      // recipient cannot receive e-mail"): the message fails without reaching the relay.
      if (await isAddressSuppressed(db, send.accountId, send.recipient)) {
        await recordFailed(this.services, { messageId: send.messageId, code: 'emailSuppressed' });
        return;
      }
      Object.assign(outbound, await emailThreadOf(db, send, loaded.channel.config.fromName ?? ''));
    }
    if (loaded.channel.type === 'sms' && !(await this.paidFor(send, outbound))) return;
    let granted = await this.pacer.take(send.channelId, loaded.messagesPerSecond);
    while (!this.stopped && this.pacer.isStale(granted))
      granted = await this.pacer.take(send.channelId, loaded.messagesPerSecond);
    if (this.stopped) return;
    // Too little of the claim is left for a whole provider call: another worker could take the
    // send over meanwhile and send it twice. Back to the queue, due now.
    if (Date.now() - claimedAt > this.leaseMs - this.requestTimeoutMs - 1000) {
      await recordRetry(this.services, {
        messageId: send.messageId,
        nextAttemptAt: this.services.clock.now(),
      });
      return;
    }
    try {
      const { providerMessageId } = await loaded.adapter.send(loaded.channel, outbound, this.http);
      if (this.stopped) return;
      const recorded = await recordSent(this.services, {
        messageId: send.messageId,
        providerMessageId,
        at: this.services.clock.now(),
      });
      if (!recorded)
        this.services.log.warn(
          { messageId: send.messageId, providerMessageId },
          'a channel send outlived its claim; another worker owns it now',
        );
    } catch (error) {
      if (this.stopped) return;
      await this.refused(send, error);
    }
  }

  private async refused(send: ClaimedSend, error: unknown) {
    const { refusal, isTransient: transient } = providerRefusalOf(error);
    const now = this.services.clock.now();
    const young = now.getTime() - send.createdAt.getTime() < retryWindowMs;
    if (transient && young && send.attempts < maxAttempts) {
      const wait = retryDelay(send.attempts, refusal.retryAfterMs);
      await recordRetry(this.services, {
        messageId: send.messageId,
        nextAttemptAt: new Date(now.getTime() + wait),
      });
      return;
    }
    // Not an RCS number: the channel's SMS fallback sends it, when it has one.
    if (refusal.code === rcsNotCapable && (await rerouteToSmsFallback(this.services, send.messageId))) return;
    const code = deliveryCodeOf(refusal.code);
    this.services.log.info(
      { messageId: send.messageId, channelId: send.channelId, providerCode: refusal.code, code },
      'a channel message failed',
    );
    await recordFailed(this.services, { messageId: send.messageId, code });
  }

  // An SMS is paid before it goes (chargeSmsSend: once per message, so a retry or a message the live
  // chat paid when storing it costs nothing more). Without credit it is never sent: failed with the
  // spec's delivery code 1003, insufficient credits.
  private async paidFor(send: ClaimedSend, outbound: OutboundMessage) {
    try {
      await withTransaction(this.services, (scoped) =>
        chargeSmsSend(scoped.database.db, {
          accountId: send.accountId,
          messageId: send.messageId,
          text: smsText(outbound),
          at: this.services.clock.now(),
        }),
      );
      return true;
    } catch (error) {
      if (!(error instanceof CatalogueError && error.code === 'credits.notEnoughSms')) throw error;
      await recordFailed(this.services, { messageId: send.messageId, code: '1003' });
      return false;
    }
  }

  // The channel with its credentials unsealed, kept a little while (every send needs it).
  private async channelOf(id: string): Promise<LoadedChannel | null> {
    const cached = this.channels.get(id);
    if (cached && cached.expiresAt > Date.now()) return cached;
    const row = await findChannelById(this.services.database.db, id);
    if (!row) return null;
    const publicUrl = serverBaseUrl(this.services);
    const rate = Number(row.config.messagesPerSecond);
    const loaded: LoadedChannel = {
      adapter: this.adapterFor(row.type as ChannelType, row.provider),
      channel: toAdapterChannel(row, this.services.secretKey, publicUrl),
      messagesPerSecond: Number.isFinite(rate) && rate > 0 ? rate : defaultMessagesPerSecond,
      expiresAt: Date.now() + channelCacheMs,
    };
    this.channels.set(id, loaded);
    return loaded;
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
