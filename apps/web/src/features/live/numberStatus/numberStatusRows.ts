import {
  type FlowChannel,
  flowChannels,
  levels,
  type NumberStatus,
  type NumberStatusAction,
  type NumberStatusResponse,
} from '@prosa/contracts';

// The reasons a number is blocked for: the flow engine's automatic blocks (its `blockReasons`, a
// unit test keeps the two lists equal) and a member's block from this panel.
export const numberBlockReasons = ['messageFlood', 'pointReturns', 'repeatedJumps', 'manual'] as const;
export type NumberBlockReason = (typeof numberBlockReasons)[number];

export interface NumberStatusRow {
  channel: string;
  // Set when the channel is one the panel has a name for; otherwise the row shows `channel` as is.
  knownChannel: FlowChannel | null;
  status: NumberStatus;
  // A reason the panel has a text for, the server's own text for any other, or null when unblocked.
  blockReason: { known: NumberBlockReason | null; text: string } | null;
  actions: NumberStatusAction[];
}

// The number routes are for managers and above (a level, no permission key): the same rule here
// decides whether the panel reads the status at all and offers its actions.
export const canManageNumberStatus = (level: number) => level <= levels.manager;

// Which actions a status allows: a blocked number can only be unblocked (reset leaves a block in
// place); any other can be reset to start with the chatbot again, or blocked.
export function numberStatusActionsFor(status: NumberStatus): NumberStatusAction[] {
  return status === 'blocked' ? ['unblock'] : ['reset', 'block'];
}

// One row per channel the server recorded, the room's channel first; a channel never recorded has
// had no conversation, so the room's channel shows as such until the server records it.
export function listNumberStatusRows(
  statuses: NumberStatusResponse['statuses'],
  roomChannel: string,
): NumberStatusRow[] {
  const rows = statuses.some((entry) => entry.channel === roomChannel)
    ? statuses
    : [{ channel: roomChannel, status: 'no_conversation' as const, blockReason: null }, ...statuses];
  return [...rows]
    .sort((a, b) => Number(b.channel === roomChannel) - Number(a.channel === roomChannel))
    .map((entry) => ({
      channel: entry.channel,
      knownChannel: (flowChannels as readonly string[]).includes(entry.channel)
        ? (entry.channel as FlowChannel)
        : null,
      status: entry.status,
      blockReason:
        entry.status === 'blocked' && entry.blockReason !== null
          ? {
              known: (numberBlockReasons as readonly string[]).includes(entry.blockReason)
                ? (entry.blockReason as NumberBlockReason)
                : null,
              text: entry.blockReason,
            }
          : null,
      actions: numberStatusActionsFor(entry.status),
    }));
}
