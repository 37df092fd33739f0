import type { BroadcastDispatchInput, BroadcastDraftInput } from '@prosa/contracts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { broadcastDispatches } from '../../db/schema/index.ts';

type DispatchRow = typeof broadcastDispatches.$inferSelect;
// A draft as saved; a dispatch copied from one with recipients only has no list.
type StoredDraft = Omit<BroadcastDraftInput, 'listId'> & { listId?: string };

// A draft (as saved, or as the form sends it) as the dispatch it becomes: what a draft may leave
// out a dispatch needs, with the catalogue's errors (campaigns §5: a server must be selected, a
// template chosen).
export function draftDispatchInput(draft: StoredDraft): BroadcastDispatchInput {
  if (!draft.channelId) throw new CatalogueError('broadcast.serverRequired');
  if (!draft.templateId) throw new CatalogueError('broadcast.templateRequired');
  const { ready: _ready, listId, ...rest } = draft;
  return { ...rest, ...(listId ? { listId } : {}), channelId: draft.channelId, templateId: draft.templateId };
}

// A stored draft or ready dispatch as the draft the form saved.
export function storedDraft(row: DispatchRow): StoredDraft {
  return {
    ...row.audience,
    name: row.name,
    channelId: row.channelId ?? undefined,
    templateId: row.templateId ?? undefined,
    variables: row.variables,
    flowIndex: row.flowIndex ?? undefined,
    senderName: row.senderName ?? undefined,
    senderAddress: row.senderAddress ?? undefined,
    replyTo: row.replyTo ?? undefined,
    scheduleAt: row.scheduleAt?.toISOString(),
    cron: row.cron ?? undefined,
  };
}
