import { visitorPageInput } from '@prosa/contracts';
import { newId } from '../../app/newId.ts';
import type { AppServices } from '../../app/services.ts';
import { visitorPages } from '../../db/schema/index.ts';
import type { WebchatVisitor } from './identifyVisitor.ts';
import { parseOrRefuse } from './parseOrRefuse.ts';

// A page the visitor browsed (the room's navigation tab). Returns what was stored.
export async function recordVisitorPage(
  services: Pick<AppServices, 'database' | 'clock'>,
  visitor: WebchatVisitor,
  payload: unknown,
) {
  const page = parseOrRefuse(visitorPageInput, payload);
  await services.database.db.insert(visitorPages).values({
    id: newId(),
    accountId: visitor.accountId,
    botId: visitor.botId,
    visitorId: visitor.visitorId,
    url: page.url,
    title: page.title,
    createdAt: services.clock.now(),
  });
  return page;
}
