import type { ConversationSummary } from '@prosa/contracts';

// Conversations announced since the attendant last looked, per box: the badge on the box tabs.
// A queued arrival belongs to the queue, one given to the attendant to their inbox.
export interface NewArrivals {
  inbox: readonly string[];
  queue: readonly string[];
}

export const noArrivals: NewArrivals = { inbox: [], queue: [] };

const isQueued = (status: string) => status === 'queueAutomatic' || status === 'queueManual';

export function addArrival(
  arrivals: NewArrivals,
  summary: Pick<ConversationSummary, '_id' | 'status'>,
): NewArrivals {
  const id = summary._id;
  const without = (ids: readonly string[]) => ids.filter((other) => other !== id);
  if (isQueued(summary.status))
    return arrivals.queue.includes(id)
      ? arrivals
      : { inbox: without(arrivals.inbox), queue: [...arrivals.queue, id] };
  return arrivals.inbox.includes(id)
    ? arrivals
    : { inbox: [...arrivals.inbox, id], queue: without(arrivals.queue) };
}

// Opening a box, or the conversation itself, has the attendant see it.
export function seeBox(arrivals: NewArrivals, box: string): NewArrivals {
  if (box !== 'inbox' && box !== 'queue') return arrivals;
  return arrivals[box].length === 0 ? arrivals : { ...arrivals, [box]: [] };
}

export function seeConversation(arrivals: NewArrivals, conversationId: string): NewArrivals {
  if (!arrivals.inbox.includes(conversationId) && !arrivals.queue.includes(conversationId)) return arrivals;
  return {
    inbox: arrivals.inbox.filter((id) => id !== conversationId),
    queue: arrivals.queue.filter((id) => id !== conversationId),
  };
}
