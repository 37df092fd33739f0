import type { BroadcastDispatchInput, BroadcastDraftInput } from '@prosa/contracts';
import { fillTemplateBody, recipientVariables } from '@prosa/domain';
import { zonedInstant } from './zonedTime.ts';

export interface DispatchFormValues {
  name: string;
  channelId: string;
  templateId: string;
  variables?: string[];
  listId: string;
  // Lists whose numbers (or e-mails) are taken out of the audience (campaigns §3).
  excludeListIds?: string[];
  // The flow line a recipient's reply starts at (empty: the flow's first line).
  flowIndex?: number | null;
  when: 'now' | 'later' | 'recurring';
  // A datetime-local input's value: a date and time of the account's time zone (of the browser's
  // when none is given).
  scheduleAt?: string;
  // E-mail: the sender's name, the sender and the reply-to (allowed addresses).
  senderName?: string;
  senderAddress?: string;
  replyTo?: string;
  // A recurring dispatch's 5 cron fields.
  cron?: string;
}

// The form's values as the API takes them: the variables in order, the schedule as an instant (a
// value that cannot be read goes as typed, for the server's catalogue error), or the cron.
export function dispatchInput(values: DispatchFormValues, timeZone?: string): BroadcastDispatchInput {
  const local = values.when === 'later' ? (values.scheduleAt ?? '') : '';
  const at = timeZone ? zonedInstant(local, timeZone) : new Date(local);
  return {
    name: values.name,
    channelId: values.channelId,
    templateId: values.templateId,
    variables: values.variables ?? [],
    listId: values.listId,
    ...(values.excludeListIds?.length ? { excludeListIds: values.excludeListIds } : {}),
    ...(typeof values.flowIndex === 'number' ? { flowIndex: values.flowIndex } : {}),
    ...(values.senderAddress
      ? {
          senderName: values.senderName ?? '',
          senderAddress: values.senderAddress,
          replyTo: values.replyTo ?? '',
        }
      : {}),
    ...(local === ''
      ? {}
      : { scheduleAt: at === null || Number.isNaN(at.getTime()) ? local : at.toISOString() }),
    ...(values.when === 'recurring' ? { cron: values.cron ?? '' } : {}),
  };
}

// The form's values as a draft (campaigns §5: a name and a list; the rest may wait), saved as a
// draft or, checked whole, as ready to send.
export function draftInput(
  values: DispatchFormValues,
  timeZone: string,
  ready: boolean,
): BroadcastDraftInput {
  const whole = dispatchInput(values, timeZone);
  return {
    ...whole,
    channelId: values.channelId || undefined,
    templateId: values.templateId || undefined,
    listId: values.listId ?? '',
    ready,
  };
}

// The message a sample recipient would get: the values filled as the sender fills them ({name},
// {phone}), a variable not filled in yet (the form holds no value for it) still shown as {{n}}.
export function dispatchPreview(
  body: string,
  values: Array<string | undefined>,
  sample: { name: string; phone: string },
) {
  const typed = values.map((value) => value ?? '');
  const filled = recipientVariables(typed, sample).map((value, index) =>
    value.trim() === '' ? `{{${index + 1}}}` : value,
  );
  return fillTemplateBody(body, filled);
}
