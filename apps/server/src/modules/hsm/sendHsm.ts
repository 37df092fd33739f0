import type { ConversationOrigin, HsmSendInput } from '@prosa/contracts';
import { parseNationalPhone } from '@prosa/domain';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import type { AppServices } from '../../app/services.ts';
import { withTransaction } from '../../app/withTransaction.ts';
import { findAccountChannel, insertCustomerConversation } from '../channels/index.ts';
import { chargeCredits } from '../credits/index.ts';
import { syncNumberStatus } from '../flows/index.ts';
import { appendMessage, loadViewer } from '../live/index.ts';
import { findLiveSettings, resolveLiveSettings } from '../liveSettings/index.ts';
import { createNumberContact, findNumberContact } from '../numbers/index.ts';
import { refuseHsmRecipient } from './refuseHsmRecipient.ts';
import { resolveTemplateMessage } from './resolveTemplateMessage.ts';

type Services = Pick<AppServices, 'database' | 'events' | 'clock'>;

// An attendant sends a WhatsApp template (HSM) to a number from the live chat (spec core §5): the
// input checked, the recipient free to receive it (refuseHsmRecipient), then in one transaction: the
// template's credit charged (modules/credits), a new conversation on the channel, held by the
// attendant in the spec's "paused awaiting user response" state, with the template as its first
// message, stored and queued for the provider by appendMessage. Without credit, or on any failure,
// the transaction rolls back: nothing is charged, stored or sent.
export async function sendHsm(services: Services, ctx: RequestContext, input: HsmSendInput) {
  const now = services.clock.now();
  // The live setting "start conversations by" WhatsApp (initiations.whatsapp).
  const { initiations } = resolveLiveSettings(await findLiveSettings(ctx.db, ctx.accountId)).behavior;
  if (!initiations.whatsapp) throw new CatalogueError('hsm.initiationDisabled');
  const number = parseNationalPhone(input.country, input.number);
  if (!number) throw new CatalogueError('hsm.numberInvalid');
  const clientName = input.clientName.trim();
  if (clientName === '') throw new CatalogueError('hsm.clientNameRequired');
  const channel = await findAccountChannel(ctx.db, ctx.accountId, input.channelId);
  if (channel?.type !== 'whatsapp') throw new CatalogueError('hsm.channelNotFound');
  const botId = channel.botId;
  if (!botId) throw new CatalogueError('hsm.channelWithoutBot');
  const { text, template } = await resolveTemplateMessage(ctx.db, {
    accountId: ctx.accountId,
    channelId: channel.id,
    template: input.template,
  });

  const found = await findNumberContact(ctx.db, ctx.accountId, number);
  await refuseHsmRecipient(ctx.db, { accountId: ctx.accountId, number, contactId: found?.id ?? null }, now);
  const viewer = await loadViewer(ctx.db, ctx.accountId, ctx.userId);
  if (!viewer) throw new CatalogueError('generic.forbidden');
  const clientMessageId = `hsm:${input.clientMessageId ?? newId()}`;
  return withTransaction(services, async (scoped) => {
    const tx = scoped.database.db;
    await chargeCredits(tx, {
      accountId: ctx.accountId,
      kind: 'whatsappTemplate',
      units: 1,
      idempotencyKey: clientMessageId,
      at: now,
    });
    const contact = found ?? (await createNumberContact(tx, ctx.accountId, number, clientName));
    // The one creation path (channels' insertCustomerConversation), born paused and held by the
    // sender; the partial unique index on a customer's open conversation decides a race.
    const room = await insertCustomerConversation(
      tx,
      {
        accountId: ctx.accountId,
        botId,
        botName: '',
        defaultDepartmentId: null,
        visitorId: number,
        language: 'pt-BR',
        channel: 'whatsapp',
        channelId: channel.id,
      },
      { id: contact.id, name: clientName },
      now,
      {
        status: 'paused',
        origin: 'attendant' satisfies ConversationOrigin,
        attendantId: ctx.userId,
        attendants: [{ id: ctx.userId, name: viewer.name }],
        assignedAt: now,
      },
    );
    // Another send or the customer's own message opened a conversation meanwhile.
    if (!room) throw new CatalogueError('hsm.inConversation');
    const appended = await appendMessage(scoped, {
      accountId: ctx.accountId,
      conversationId: room.id,
      clientMessageId,
      sender: 'attendant',
      authorId: ctx.userId,
      authorName: viewer.name,
      text,
      template,
    });
    if (!appended) throw new CatalogueError('generic.actionFailed');
    await syncNumberStatus(tx, ctx.accountId, room.id);
    scoped.events.emit('conversation.changed', { accountId: ctx.accountId, conversationId: room.id });
    return { conversationId: room.id, messageId: appended.message._id };
  });
}
