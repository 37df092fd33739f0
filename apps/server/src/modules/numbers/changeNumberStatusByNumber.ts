import type {
  NumberLookupResponse,
  numberStatusActionInput,
  settingsNumberStatusActions,
} from '@prosa/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { dropFlowCursors, setNumberStatus } from '../flows/index.ts';
import { findWhatsappStatus, numberStatusChannel, readNumber } from './lookUpNumber.ts';
import { memberName } from './memberName.ts';
import { createNumberContact, findNumberContact } from './numberContactRepository.ts';
import { numberOf, reasonOf } from './numberOf.ts';
import { insertNumberStatusEvent } from './numberStatusEventRepository.ts';

type Action = (typeof settingsNumberStatusActions)[number];

// Reset, block or unblock a number's WhatsApp status from /settings/status (spec campaigns §4), with
// its author and reason kept in the history. Block silences the chatbot for the number, even one
// that never wrote (a contact is made to hold it); unblock lifts it and, like reset, drops the flow
// cursors so the next message starts with the chatbot; reset leaves a block in place, as in the
// live room. A block of a blocked number or an unblock of one that is not refuse (nothing changes).
export async function changeNumberStatusByNumber(
  ctx: RequestContext,
  action: Action,
  input: z.output<typeof numberStatusActionInput>,
): Promise<NumberLookupResponse> {
  const number = numberOf(input);
  const reason = reasonOf(input.reason);
  const found = await findNumberContact(ctx.db, ctx.accountId, number);
  const current = found ? await findWhatsappStatus(ctx.db, ctx.accountId, found.id) : null;
  const isBlocked = current?.status === 'blocked';
  if (action === 'block' && isBlocked) throw new CatalogueError('numbers.alreadyBlocked');
  if (action === 'unblock' && !isBlocked) throw new CatalogueError('numbers.notBlocked');

  const contact =
    found ?? (action === 'block' ? await createNumberContact(ctx.db, ctx.accountId, number) : null);
  if (contact) {
    const base = { accountId: ctx.accountId, contactId: contact.id, channel: numberStatusChannel };
    if (action === 'block') await setNumberStatus(ctx.db, { ...base, status: 'blocked', reason: 'manual' });
    else {
      await dropFlowCursors(ctx.db, ctx.accountId, contact.id, numberStatusChannel);
      await setNumberStatus(ctx.db, { ...base, status: 'no_conversation', isUnblock: action === 'unblock' });
    }
  }
  await insertNumberStatusEvent(ctx.db, {
    accountId: ctx.accountId,
    number,
    contactId: contact?.id ?? null,
    channel: numberStatusChannel,
    action,
    authorId: ctx.userId,
    authorName: await memberName(ctx.db, ctx.userId),
    reason,
  });
  return readNumber(ctx, number);
}
