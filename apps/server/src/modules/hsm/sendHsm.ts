import { type HsmSendInput, hsmBodyMaxLength, hsmCreditCost } from '@prosa/contracts';
import { parseNationalPhone } from '@prosa/domain';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import type { AppServices } from '../../app/services.ts';
import { findAccountChannel, insertCustomerConversation } from '../channels/index.ts';
import { syncNumberStatus } from '../flows/index.ts';
import { appendMessage, loadViewer } from '../live/index.ts';
import { createNumberContact, findNumberContact } from '../numbers/index.ts';
import { refuseHsmRecipient } from './refuseHsmRecipient.ts';
import { renderTemplateBody } from './renderTemplateBody.ts';
import { refundCredits, spendCredits } from './spendCredits.ts';
import { findChannelTemplate } from './whatsappTemplateRepository.ts';

type Services = Pick<AppServices, 'database' | 'events' | 'clock'>;

// An attendant sends a WhatsApp template (HSM) to a number from the live chat (spec core §5): the
// input checked, the recipient free to receive it (refuseHsmRecipient), one credit spent in one
// statement, then a new conversation on the channel, held by the attendant in the spec's "paused
// awaiting user response" state, with the template as its first message — stored and queued for the
// provider by appendMessage's one statement. A failure after the spend gives the credit back.
export async function sendHsm(services: Services, ctx: RequestContext, input: HsmSendInput) {
  const now = services.clock.now();
  const number = parseNationalPhone(input.country, input.number);
  if (!number) throw new CatalogueError('hsm.numberInvalid');
  const clientName = input.clientName.trim();
  if (clientName === '') throw new CatalogueError('hsm.clientNameRequired');
  const channel = await findAccountChannel(ctx.db, ctx.accountId, input.channelId);
  if (channel?.type !== 'whatsapp') throw new CatalogueError('hsm.channelNotFound');
  if (!channel.botId) throw new CatalogueError('hsm.channelWithoutBot');
  const template = await findChannelTemplate(ctx.db, {
    accountId: ctx.accountId,
    channelId: channel.id,
    name: input.template.name,
    language: input.template.language,
  });
  if (template?.status.toUpperCase() !== 'APPROVED') throw new CatalogueError('hsm.templateNotFound');
  const variables = input.template.variables.map((value) => value.trim());
  if (variables.length !== template.variables || variables.some((value) => value === ''))
    throw new CatalogueError('hsm.messageRequired');
  const text = renderTemplateBody(template.body, variables);
  if (text.length > hsmBodyMaxLength)
    throw new CatalogueError('hsm.messageTooLong', { max: hsmBodyMaxLength });

  const found = await findNumberContact(ctx.db, ctx.accountId, number);
  await refuseHsmRecipient(ctx.db, { accountId: ctx.accountId, number, contactId: found?.id ?? null }, now);
  const viewer = await loadViewer(ctx.db, ctx.accountId, ctx.userId);
  if (!viewer) throw new CatalogueError('generic.forbidden');
  if (!(await spendCredits(ctx.db, ctx.accountId, hsmCreditCost)))
    throw new CatalogueError('hsm.notEnoughCredits');
  try {
    const contact = found ?? (await createNumberContact(ctx.db, ctx.accountId, number, clientName));
    // The one creation path (channels' insertCustomerConversation), born paused and held by the
    // sender; the partial unique index on a customer's open conversation decides a race.
    const room = await insertCustomerConversation(
      ctx.db,
      {
        accountId: ctx.accountId,
        botId: channel.botId,
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
        attendantId: ctx.userId,
        attendants: [{ id: ctx.userId, name: viewer.name }],
        assignedAt: now,
      },
    );
    // Another send or the customer's own message opened a conversation meanwhile.
    if (!room) throw new CatalogueError('hsm.inConversation');
    const appended = await appendMessage(services, {
      accountId: ctx.accountId,
      conversationId: room.id,
      clientMessageId: `hsm:${newId()}`,
      sender: 'attendant',
      authorId: ctx.userId,
      authorName: viewer.name,
      text,
      template: { name: template.name, language: template.language, variables },
    });
    if (!appended) throw new CatalogueError('generic.actionFailed');
    await syncNumberStatus(ctx.db, ctx.accountId, room.id);
    services.events.emit('conversation.changed', { accountId: ctx.accountId, conversationId: room.id });
    return { conversationId: room.id, messageId: appended.message._id };
  } catch (error) {
    await refundCredits(ctx.db, ctx.accountId, hsmCreditCost);
    throw error;
  }
}
