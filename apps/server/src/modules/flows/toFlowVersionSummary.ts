import type { FlowVersionSummary } from '@prosa/contracts';
import type { FlowVersionRow } from './flowRepository.ts';

export const toFlowVersionSummary = (row: FlowVersionRow): FlowVersionSummary => ({
  version: row.version,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: { id: row.publishedById, name: row.publishedByName },
});
