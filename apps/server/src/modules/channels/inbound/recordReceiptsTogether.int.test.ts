import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../../../app/newId.ts';
import type { AppServices } from '../../../app/services.ts';
import { openSeededServices } from '../../../testing/seededServices.ts';
import { accountIdOf } from '../../live/testing/insertConversation.ts';
import type { InboundEvent } from '../adapters/ChannelAdapter.ts';
import { insertChannel } from '../testing/insertChannel.ts';
import { recordInboundEventsOf } from './inboundReceiptRepository.ts';
import { recordReceiptsTogether } from './recordReceiptsTogether.ts';

let services: AppServices;
let closeServices: () => Promise<void>;
let channelIds: string[];

const message = (id: string): InboundEvent => ({
  kind: 'message',
  providerMessageId: id,
  from: '5511999990000',
  at: new Date(),
  text: id,
});

beforeAll(async () => {
  ({ services, close: closeServices } = await openSeededServices());
  const accountId = await accountIdOf(services.database.db, 'Prosa Demo');
  channelIds = [];
  for (let i = 0; i < 2; i++)
    channelIds.push(
      (await insertChannel(services.database.db, services.secretKey, { accountId, provider: 'cloud' })).id,
    );
}, 60_000);
afterAll(async () => {
  await closeServices?.();
});

describe('webhooks recorded together', () => {
  it('gives each webhook its new events; an event two of them carry is the first one’s, and a known one is nobody’s', async () => {
    const [one = '', two = ''] = channelIds;
    const db = services.database.db;
    const now = new Date();
    const known = `wamid.${newToken(8)}`;
    expect(await recordInboundEventsOf(db, [{ channelId: one, events: [message(known)], now }])).toHaveLength(
      1,
    );
    const [shared, alone, other] = [1, 2, 3].map(() => `wamid.${newToken(8)}`) as [string, string, string];
    const fresh = await recordInboundEventsOf(db, [
      { channelId: one, events: [message(shared), message(known)], now },
      { channelId: one, events: [message(shared), message(alone)], now },
      // The same provider id on another channel is another event.
      { channelId: two, events: [message(shared), message(other)], now },
    ]);
    expect(fresh.map((receipts) => receipts.map((receipt) => receipt.key))).toEqual([
      [shared],
      [alone],
      [shared, other],
    ]);
  });

  it('answers every webhook of a burst once, each with only its own events', async () => {
    const [one = ''] = channelIds;
    const ids = Array.from({ length: 60 }, () => `wamid.${newToken(8)}`);
    // Each event delivered twice at once, as a provider retry racing its first delivery.
    const answers = await Promise.all(
      [...ids, ...ids].map((id) =>
        recordReceiptsTogether(services.database.db, one, [message(id)], new Date()),
      ),
    );
    const taken = answers.flat().map((receipt) => receipt.key);
    expect(taken.sort()).toEqual([...ids].sort());
    expect(answers.every((receipts) => receipts.length <= 1)).toBe(true);
  });
});
