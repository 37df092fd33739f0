import { limitConcurrency } from '../../../app/limitConcurrency.ts';
import { perDatabase } from '../../../app/perDatabase.ts';
import type { AppServices } from '../../../app/services.ts';
import type { Db } from '../../../db/database.ts';
import { adapterFor } from '../adapters/adapterFor.ts';
import { findChannelByIdCached, toAdapterChannel } from '../channelRepository.ts';
import { suppressHardBounce } from '../email/suppressHardBounce.ts';
import { applyProviderStatus, StatusTooEarly } from './applyProviderStatus.ts';
import { type PendingReceipt, releaseReceipt } from './inboundReceiptRepository.ts';
import { markReceiptProcessedSoon } from './markReceiptProcessedSoon.ts';
import { templateToSinks } from './providerEventSinks.ts';
import { type InboundServices, receiveChannelMessage } from './receiveChannelMessage.ts';
import { serializeByKey } from './serializeByKey.ts';

export type ProcessServices = InboundServices & Pick<AppServices, 'secretKey'>;

const serialized = serializeByKey();
// Events processed at once per database: a burst queues here, in order, instead of filling the
// pool's queue ahead of the webhooks' own statement, whose fast 200 the providers wait for.
const processingSlots = 8;
const limitOf = perDatabase((_db: Db) => limitConcurrency(processingSlots));
// A status that overtook its send, and any other failure, is retried after this.
const retryMs = 5_000;

// Processes recorded events (a webhook's, right after its answer, or the sweep's): messages through
// the one inbound path, statuses onto their messages. One customer's messages go one at a time, in
// order. A receipt is marked processed only after its work is done, so a crash in between leaves it
// for the sweep, and the work is idempotent (the message's client id, the status precedence).
export async function processInboundReceipts(
  services: ProcessServices,
  receipts: PendingReceipt[],
  publicUrl: string,
) {
  const limit = limitOf(services.database.db);
  await Promise.all(
    receipts.map((receipt) => {
      const { event } = receipt;
      const key = event.kind === 'message' ? `${receipt.channelId}:${event.from}` : receipt.key;
      return serialized(key, async () => {
        try {
          // The slot is held for the work only, not while the mark waits for its batch.
          await limit(() => processEvent(services, receipt, publicUrl));
          await markReceiptProcessedSoon(services.database.db, receipt, services.clock.now());
        } catch (error) {
          await releaseFailed(services, receipt, error);
        }
      });
    }),
  );
}

async function processEvent(services: ProcessServices, receipt: PendingReceipt, publicUrl: string) {
  const row = await findChannelByIdCached(services.database.db, receipt.channelId);
  const adapter = row ? adapterFor(row.type, row.provider) : null;
  if (!row || !adapter) return;
  if (receipt.event.kind === 'message') {
    const channel = toAdapterChannel(row, services.secretKey, publicUrl);
    await receiveChannelMessage(services, row, adapter, channel, receipt.event);
  } else if (receipt.event.kind === 'template') {
    await templateToSinks(services, row, receipt.event);
  } else {
    await applyProviderStatus(services, row, receipt.event);
    if (row.type === 'email') await suppressHardBounce(services.database.db, row, receipt.event);
  }
}

async function releaseFailed(services: ProcessServices, receipt: PendingReceipt, error: unknown) {
  const isGivenUp = await releaseReceipt(services.database.db, receipt, services.clock.now(), retryMs).catch(
    (releaseError) => {
      services.log.error(
        { err: releaseError, receipt: receipt.key },
        'an inbound receipt could not be released',
      );
      return false;
    },
  );
  const level = error instanceof StatusTooEarly && !isGivenUp ? 'debug' : 'error';
  services.log[level](
    { err: error, channelId: receipt.channelId, receipt: receipt.key, isGivenUp },
    'an inbound channel event failed; retried by the sweep',
  );
}
