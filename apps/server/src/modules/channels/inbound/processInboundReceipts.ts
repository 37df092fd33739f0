import type { AppServices } from '../../../app/services.ts';
import { adapterFor } from '../adapters/adapterFor.ts';
import { type ChannelRow, findChannelById, toAdapterChannel } from '../channelRepository.ts';
import { applyProviderStatus, StatusTooEarly } from './applyProviderStatus.ts';
import { markReceiptProcessed, type PendingReceipt, releaseReceipt } from './inboundReceiptRepository.ts';
import { type InboundServices, receiveChannelMessage } from './receiveChannelMessage.ts';
import { serializeByKey } from './serializeByKey.ts';

export type ProcessServices = InboundServices & Pick<AppServices, 'secretKey'>;

const serialized = serializeByKey();
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
  const channels = new Map<string, Promise<ChannelRow | null>>();
  const channelOf = (id: string) => {
    let row = channels.get(id);
    if (!row) {
      row = findChannelById(services.database.db, id);
      channels.set(id, row);
    }
    return row;
  };
  await Promise.all(
    receipts.map((receipt) => {
      const { event } = receipt;
      const key = event.kind === 'message' ? `${receipt.channelId}:${event.from}` : receipt.key;
      return serialized(key, () => processOne(services, receipt, channelOf, publicUrl));
    }),
  );
}

async function processOne(
  services: ProcessServices,
  receipt: PendingReceipt,
  channelOf: (id: string) => Promise<ChannelRow | null>,
  publicUrl: string,
) {
  const { db } = services.database;
  try {
    const row = await channelOf(receipt.channelId);
    const adapter = row ? adapterFor(row.type, row.provider) : null;
    if (row && adapter) {
      if (receipt.event.kind === 'message') {
        const channel = toAdapterChannel(row, services.secretKey, publicUrl);
        await receiveChannelMessage(services, row, adapter, channel, receipt.event);
      } else {
        await applyProviderStatus(services, row, receipt.event);
      }
    }
    await markReceiptProcessed(db, receipt, services.clock.now());
  } catch (error) {
    const isGivenUp = await releaseReceipt(db, receipt, services.clock.now(), retryMs).catch(
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
}
