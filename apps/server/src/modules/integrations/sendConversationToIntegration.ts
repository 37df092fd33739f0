import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { openSecrets } from '../channels/index.ts';
import { readConversationRecord } from '../conversations/index.ts';
import { performHttpIntegration } from '../flows/index.ts';
import { integrationAddressGuard } from './integrationAddressGuard.ts';
import { findBotIntegration } from './integrationRepository.ts';
import { signIntegrationRequest } from './signIntegrationRequest.ts';

export interface SendDeps {
  secretKey: Buffer;
  isProduction: boolean;
  // Only for tests: a shorter wait than the 10 seconds.
  timeoutMs?: number;
}

const timeoutMs = 10_000;

// POST /api/conversations/:id/integrations/:integrationId (spec core §5: "sending to an
// integration needs an integration"). The conversation is read through the history's view rule
// (one the caller may not see is not found) and posted as the same record /conversations/{id}
// shows, signed, through the flows' SSRF guard. Every failure is a catalogue error, never a 500.
export async function sendConversationToIntegration(
  ctx: RequestContext,
  deps: SendDeps,
  conversationId: string,
  integrationId: string,
) {
  const conversation = await readConversationRecord(ctx, conversationId);
  const integration = await findBotIntegration(ctx.db, ctx.accountId, conversation.botId, integrationId);
  if (!integration) throw new CatalogueError('integrations.notFound');
  if (!integration.isActive) throw new CatalogueError('integrations.inactive');
  // The system time, not the services' clock: a receiver compares it with its own.
  const now = new Date();
  const body = JSON.stringify({
    event: 'conversation.sent',
    sentAt: now.toISOString(),
    sentBy: ctx.userId,
    integration: { id: integration.id, name: integration.name },
    conversation,
  });
  const { signingSecret = '' } = openSecrets(deps.secretKey, integration.sealedSecrets);
  const headers = Object.entries({
    'content-type': 'application/json',
    'user-agent': 'Prosa-Integrations/1',
    ...signIntegrationRequest(signingSecret, body, now),
  }).map(([name, value]) => ({ name, value }));
  const answer = await performHttpIntegration(
    { method: 'POST', url: integration.endpoint, headers, body, timeoutMs: deps.timeoutMs ?? timeoutMs },
    undefined,
    { guard: integrationAddressGuard(deps.isProduction) },
  );
  if (answer.ok) return { ok: true as const, status: answer.status };
  if (answer.reason === 'httpStatus' && answer.status !== undefined) {
    throw new CatalogueError('integrations.endpointStatus', { status: answer.status });
  }
  throw new CatalogueError('integrations.endpointUnreachable', {}, { reason: answer.reason });
}
