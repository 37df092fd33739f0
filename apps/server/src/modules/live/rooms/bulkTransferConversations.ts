import type { BulkTransferResult } from '@prosa/contracts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { LiveActor, LiveServices } from './LiveServices.ts';
import { type TransferTarget, transferConversation } from './transferConversation.ts';

// Managers and administrators transfer a selection; each room succeeds or is refused on its own.
export async function bulkTransferConversations(
  services: LiveServices,
  actor: LiveActor,
  input: TransferTarget & { conversationIds: string[] },
): Promise<BulkTransferResult> {
  const result: BulkTransferResult = { transferred: [], refused: [] };
  const target = { attendantId: input.attendantId, departmentId: input.departmentId };
  for (const conversationId of new Set(input.conversationIds)) {
    try {
      await transferConversation(services, actor, conversationId, target, { isSelection: true });
      result.transferred.push(conversationId);
    } catch (error) {
      if (!(error instanceof CatalogueError)) throw error;
      result.refused.push({ conversationId, code: error.code });
    }
  }
  return result;
}
