import type { LiveMessage, RoomTemplateInput } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import type { AppServices } from '../../app/services.ts';
import { withTransaction } from '../../app/withTransaction.ts';
import { conversations } from '../../db/schema/index.ts';
import { chargeCredits } from '../credits/index.ts';
import { loadViewer, storeAttendantMessage } from '../live/index.ts';
import { findNumberContact } from '../numbers/index.ts';
import { refuseHsmRecipient } from './refuseHsmRecipient.ts';
import { resolveTemplateMessage } from './resolveTemplateMessage.ts';

type Services = Pick<AppServices, 'database' | 'events' | 'clock'>;

// An attendant sends a WhatsApp template into an open WhatsApp room (issue 14 §2): after the 24-hour
// customer-service window only a template reaches the customer. Who may write is the live chat's
// rule for any attendant message (the room's holder or participants, an answerable status), checked
// where it is stored; the template, the recipient and the credit are the HSM send's rules. The credit
// is charged in the transaction that stores and queues the message: refused, nothing is stored or
// sent; retried with the same clientMessageId, it is stored and charged once.
export async function sendRoomTemplate(
  services: Services,
  ctx: RequestContext,
  conversationId: string,
  input: RoomTemplateInput,
): Promise<LiveMessage> {
  const [room] = await ctx.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.accountId, ctx.accountId)));
  if (!room) throw new CatalogueError('live.conversationNotFound');
  if (room.channel !== 'whatsapp' || !room.channelId) throw new CatalogueError('hsm.roomNotWhatsapp');
  const { text, template } = await resolveTemplateMessage(ctx.db, {
    accountId: ctx.accountId,
    channelId: room.channelId,
    template: input.template,
  });
  // The number's contact, as the HSM send finds it, where the room was opened without one.
  const contactId =
    room.contactId ?? (await findNumberContact(ctx.db, ctx.accountId, room.visitorId))?.id ?? null;
  await refuseHsmRecipient(
    ctx.db,
    { accountId: ctx.accountId, number: room.visitorId, contactId, roomId: conversationId },
    services.clock.now(),
  );
  const viewer = await loadViewer(ctx.db, ctx.accountId, ctx.userId);
  if (!viewer) throw new CatalogueError('generic.forbidden');
  const actor = { accountId: ctx.accountId, userId: ctx.userId, name: viewer.name };
  const clientMessageId = `hsm:${input.clientMessageId ?? newId()}`;
  return withTransaction(services, async (scoped) => {
    await chargeCredits(scoped.database.db, {
      accountId: ctx.accountId,
      kind: 'whatsappTemplate',
      units: 1,
      idempotencyKey: `live:${conversationId}:${clientMessageId}`,
      at: services.clock.now(),
    });
    return storeAttendantMessage(scoped, actor, { conversationId, clientMessageId, text, template });
  });
}
