import type { IntegrationSummary } from '@prosa/contracts';
import type { IntegrationRow } from './integrationRepository.ts';

// What the panel sees of an integration: everything but its sealed secret.
export const toIntegrationSummary = (row: IntegrationRow): IntegrationSummary => ({
  id: row.id,
  botId: row.botId,
  name: row.name,
  kind: row.kind as IntegrationSummary['kind'],
  isActive: row.isActive,
  endpoint: row.endpoint,
  config: row.config,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
