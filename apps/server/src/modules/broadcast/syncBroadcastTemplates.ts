import { templateQualityOf, templateStatusOf } from '@prosa/domain';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { logFailure } from '../../app/logFailure.ts';
import type { AppServices } from '../../app/services.ts';
import { broadcastTemplates } from '../../db/schema/index.ts';
import { adapterFor, findChannelById, type HttpFetch, toAdapterChannel } from '../channels/index.ts';

type Services = Pick<AppServices, 'database' | 'secretKey' | 'clock' | 'log'>;

// The periodic sync (campaigns §4 "by webhook and by a periodic sync"): for each WhatsApp channel
// with templates of ours, the provider's list sets their status and quality by name and language —
// what a lost webhook, a pause or a quality change left behind. One channel's failure is logged
// and the others go on.
export async function syncBroadcastTemplates(services: Services, http: HttpFetch = fetch) {
  const { db } = services.database;
  const channelIds = await db
    .selectDistinct({ id: broadcastTemplates.channelId })
    .from(broadcastTemplates)
    .where(ne(broadcastTemplates.status, 'deleted'))
    .orderBy(broadcastTemplates.channelId);
  for (const { id } of channelIds) {
    try {
      await syncChannel(services, id, http);
    } catch (error) {
      logFailure(services.log, error, { channelId: id }, 'could not sync broadcast templates');
    }
  }
}

async function syncChannel(services: Services, channelId: string, http: HttpFetch) {
  const { db } = services.database;
  const row = await findChannelById(db, channelId);
  const adapter = row?.type === 'whatsapp' ? adapterFor(row.type, row.provider) : null;
  if (!row || !adapter?.listTemplates) return;
  const listed = await adapter.listTemplates(toAdapterChannel(row, services.secretKey, ''), http);
  for (const template of listed) {
    const status = templateStatusOf(template.status);
    if (!status) continue;
    const quality = templateQualityOf(template.quality);
    await db
      .update(broadcastTemplates)
      .set({ status, quality, updatedAt: services.clock.now() })
      .where(
        and(
          eq(broadcastTemplates.channelId, row.id),
          eq(broadcastTemplates.accountId, row.accountId),
          eq(broadcastTemplates.name, template.name),
          eq(broadcastTemplates.language, template.language),
          ne(broadcastTemplates.status, 'deleted'),
          // Only what changed: the last update stays the provider's last change.
          or(
            ne(broadcastTemplates.status, status),
            sql`${broadcastTemplates.quality} is distinct from ${quality}`,
          ),
        ),
      );
  }
}
