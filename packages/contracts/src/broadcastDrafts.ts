import { z } from 'zod';
import { broadcastDispatchInput } from './broadcast.ts';

// Drafts and ready dispatches (campaigns §4, §5; issue 18, scheduling). A draft needs a name and a
// list (§5); the rest of a dispatch may come later. `ready: true` saves it checked as a dispatch
// is (ready to send), else it is kept as a draft.
const dispatch = broadcastDispatchInput.shape;

export const broadcastDraftInput = z.object({
  name: dispatch.name,
  listId: z
    .string({ message: 'broadcast.draftListRequired' })
    .trim()
    .min(1, 'broadcast.draftListRequired')
    .max(64, 'broadcast.draftListRequired'),
  channelId: dispatch.channelId.optional(),
  templateId: dispatch.templateId.optional(),
  variables: dispatch.variables,
  recipients: dispatch.recipients,
  filter: dispatch.filter,
  excludeListIds: dispatch.excludeListIds,
  flowIndex: dispatch.flowIndex,
  scheduleAt: dispatch.scheduleAt,
  cron: dispatch.cron,
  senderName: dispatch.senderName,
  senderAddress: dispatch.senderAddress,
  replyTo: dispatch.replyTo,
  ready: z.boolean().optional(),
});
export type BroadcastDraftInput = z.output<typeof broadcastDraftInput>;
