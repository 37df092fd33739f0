import type { ConversationList } from '@prosa/contracts';
import type { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { until } from '../../apps/server/src/testing/until.ts';
import type { LivePage } from '../pages/LivePage.ts';

// The channel stories' end: the attendant finds the customer's conversation of `channel` in the
// queue with its channel's badge, takes it, sees the button the customer pressed as their answer
// (in the words of the button) and answers. Returns the queued conversation.
export async function answerQueuedCustomer(
  admin: ApiClient,
  live: LivePage,
  channel: { type: string; badge: string },
  pressed: string,
  answer: string,
) {
  const queued = await until(async () => {
    const list = (await admin.get('/api/live/conversations?box=queue')).body as ConversationList;
    return list.items.find((conversation) => conversation.channel === channel.type);
  });
  await live.openQueue();
  await live.item(queued.customerName).getByRole('img', { name: channel.badge }).waitFor();
  await live.take(queued.customerName);
  await live.room(queued.customerName).getByRole('img', { name: channel.badge }).waitFor();
  await live.message(pressed).filter({ hasText: queued.customerName }).waitFor();
  await live.reply(answer);
  return queued;
}
