import type { ApiClient } from '../testing/ApiClient.ts';

// The attendant takes a conversation as soon as the bot has handed it to the queue. Distribution
// may already have given it to this attendant (the only one online): that counts as taken too.
export async function takeWhenQueued(client: ApiClient, conversationId: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  while (Date.now() < deadline) {
    const taken = await client.post(`/api/live/conversations/${conversationId}/take`);
    if (taken.status === 200) return;
    last = taken.body;
    const inbox = await client.get('/api/live/conversations?box=inbox');
    const items: Array<{ _id: string }> = inbox.body?.items ?? [];
    if (items.some((item) => item._id === conversationId)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`could not take ${conversationId}: ${JSON.stringify(last)}`);
}
