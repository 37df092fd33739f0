import { templateQualityOf, templateStatusOf } from '@prosa/domain';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { broadcastTemplates } from '../../db/schema/index.ts';
import type { ChannelRow, SinkServices, TemplateEvent } from '../channels/index.ts';

// The provider's review of one of the channel's templates (Cloud: the message_template_status_update
// webhook), found by the provider's id, or by name and language when the webhook overtook the
// answer that gave us the id. A rejection keeps the provider's reason; FLAGGED lowers the quality.
export async function applyTemplateEvent(services: SinkServices, row: ChannelRow, event: TemplateEvent) {
  const status = templateStatusOf(event.status);
  const quality = event.status === 'flagged' ? templateQualityOf('FLAGGED') : undefined;
  if (!status && !quality) return;
  await services.database.db
    .update(broadcastTemplates)
    .set({
      ...(status ? { status, rejectedReason: status === 'rejected' ? (event.reason ?? null) : null } : {}),
      ...(quality ? { quality } : {}),
      providerTemplateId: sql`coalesce(${broadcastTemplates.providerTemplateId}, ${event.providerTemplateId})`,
      updatedAt: services.clock.now(),
    })
    .where(
      and(
        eq(broadcastTemplates.accountId, row.accountId),
        eq(broadcastTemplates.channelId, row.id),
        ne(broadcastTemplates.status, 'deleted'),
        or(
          eq(broadcastTemplates.providerTemplateId, event.providerTemplateId),
          and(eq(broadcastTemplates.name, event.name), eq(broadcastTemplates.language, event.language)),
        ),
      ),
    );
}
