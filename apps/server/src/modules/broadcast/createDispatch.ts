import { type BroadcastDispatchInput, broadcastChannelTypes } from '@prosa/contracts';
import { checkTemplateBody } from '@prosa/domain';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import type { AppServices } from '../../app/services.ts';
import type { Db } from '../../db/database.ts';
import { broadcastDispatches, broadcastRecipients } from '../../db/schema/index.ts';
import { findAccountChannel } from '../channels/index.ts';
import { findAccountTimeZone } from '../journeys/index.ts';
import { findAccountTemplate } from './broadcastTemplateRepository.ts';
import { checkSmsDispatchCost } from './checkSmsDispatchCost.ts';
import { nextOccurrence } from './cronSchedule.ts';
import { dispatchAudience } from './dispatchAudience.ts';
import { dispatchAudienceOf } from './dispatchAudienceOf.ts';
import { emailDispatchSender } from './emailDispatchSender.ts';
import { enqueueDispatch } from './enqueueDispatch.ts';
import { readDispatch } from './readDispatch.ts';
import { scheduleRecurring } from './scheduleRecurring.ts';

const insertChunk = 1000;
// A `scheduleAt` this little in the past is "now" (a script's clock, the time to submit a form);
// older is refused (issue 18, scheduling).
const pastScheduleGraceMs = 5 * 60_000;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface StoreDispatchOptions {
  // The draft or ready dispatch being sent: the dispatch keeps its id.
  id?: string;
  // A run of a recurring dispatch: the occurrence it is.
  run?: { parentId: string; occurrenceAt: Date };
  // Run first and last in the transaction that stores the dispatch; throwing stores nothing.
  before?: (tx: Tx) => Promise<void>;
  after?: (tx: Tx) => Promise<void>;
}

export type PreparedDispatch = Awaited<ReturnType<typeof prepareDispatch>>;

// A dispatch of an approved template to its recipients (campaigns §5): the server (the channel:
// a WhatsApp number, an SMS or an e-mail channel) chosen, the template of that channel approved,
// each variable filled, the audience given (numbers, or e-mail addresses for e-mail). An e-mail
// dispatch also has its sender (emailDispatchSender); an SMS one must be
// payable now (checkSmsDispatchCost).
// The dispatch and one row per recipient are stored in one transaction before anything is sent;
// a number given twice is one recipient. Without `scheduleAt` (or with one of the last minutes) it
// starts at once; else the job waits for its time. With `cron` it is a recurring dispatch
// (scheduleRecurring): each occurrence stores a run of it then.
export async function createDispatch(
  services: Pick<AppServices, 'database' | 'log' | 'clock'>,
  ctx: RequestContext,
  input: BroadcastDispatchInput,
  options: StoreDispatchOptions = {},
) {
  const prepared = await prepareDispatch(services, ctx, input);
  if (prepared.nextRunAt) return scheduleRecurring(ctx, input, prepared, options);
  const { channel, template, variables, recipients, now, scheduleAt, isEmail, sender } = prepared;
  const isLater = scheduleAt !== null && scheduleAt > now;
  const id = options.id ?? newId();
  await ctx.db.transaction(async (tx) => {
    await options.before?.(tx);
    await tx.insert(broadcastDispatches).values({
      ...options.run,
      id,
      accountId: ctx.accountId,
      channelId: channel.id,
      templateId: template.id,
      authorId: ctx.userId,
      name: input.name,
      variables,
      flowIndex: input.flowIndex ?? null,
      senderName: sender?.senderName ?? null,
      senderAddress: sender?.senderAddress ?? null,
      replyTo: sender?.replyTo ?? null,
      // Kept so that a copy of it (duplicateDispatch) has the same audience.
      audience: dispatchAudienceOf(input),
      status: isLater ? 'scheduled' : 'processing',
      scheduleAt,
      startedAt: isLater ? null : now,
      createdAt: now,
    });
    const rows = [...recipients].map(([address, name]) => ({
      id: newId(),
      dispatchId: id,
      accountId: ctx.accountId,
      channelId: channel.id,
      name,
      phone: isEmail ? null : address,
      email: isEmail ? address : null,
      nextAttemptAt: isLater && scheduleAt ? scheduleAt : now,
      createdAt: now,
    }));
    for (let start = 0; start < rows.length; start += insertChunk)
      await tx.insert(broadcastRecipients).values(rows.slice(start, start + insertChunk));
    await options.after?.(tx);
  });
  await enqueueDispatch(services, id, isLater ? scheduleAt : null);
  return readDispatch(ctx, id);
}

// Every rule a dispatch is checked by before anything is stored (a ready dispatch is checked by
// them too): the values it will be stored with, its audience read.
export async function prepareDispatch(
  services: Pick<AppServices, 'clock'>,
  ctx: RequestContext,
  input: BroadcastDispatchInput,
) {
  if (input.cron !== undefined && input.scheduleAt !== undefined)
    throw new CatalogueError('broadcast.cronWithSchedule');
  const channel = await findAccountChannel(ctx.db, ctx.accountId, input.channelId);
  if (!channel || !broadcastChannelTypes.some((type) => type === channel.type))
    throw new CatalogueError('broadcast.channelNotFound');
  const isEmail = channel.type === 'email';
  const found = await findAccountTemplate(ctx.db, ctx.accountId, input.templateId);
  if (!found || found.template.status === 'deleted' || found.template.channelId !== channel.id)
    throw new CatalogueError('broadcast.templateNotFound');
  if (found.template.status !== 'approved') throw new CatalogueError('broadcast.templateNotApproved');
  const checked = checkTemplateBody(found.template.body);
  const variables = (input.variables ?? []).map((value) => value.trim());
  const expected = 'variables' in checked ? checked.variables : 0;
  if (variables.length !== expected || variables.some((value) => value === ''))
    throw new CatalogueError('broadcast.variablesInvalid');
  const now = services.clock.now();
  const scheduleAt = input.scheduleAt ? new Date(input.scheduleAt) : null;
  if (scheduleAt && scheduleAt.getTime() < now.getTime() - pastScheduleGraceMs)
    throw new CatalogueError('broadcast.schedulePast');
  const nextRunAt =
    input.cron === undefined
      ? null
      : nextOccurrence(
          input.cron,
          (await findAccountTimeZone(ctx.db, ctx.accountId)) ?? 'America/Sao_Paulo',
          now,
        );
  const sender = isEmail ? await emailDispatchSender(ctx, channel, input) : null;
  const recipients = await dispatchAudience(ctx, input, isEmail ? 'email' : 'phone');
  // A list or a filter without any number (or all of it excluded) leaves no audience.
  if (recipients.size === 0) throw new CatalogueError('broadcast.audienceRequired');
  if (channel.type === 'sms')
    await checkSmsDispatchCost(
      ctx,
      { variables, template: { ...found.template, emailSubject: '', emailHtml: '', emailText: '' } },
      recipients,
      now,
    );
  return {
    channel,
    template: found.template,
    variables,
    recipients,
    now,
    scheduleAt,
    nextRunAt,
    isEmail,
    sender,
  };
}
