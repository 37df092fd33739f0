import type { BroadcastTemplateButton, BroadcastTemplateHeader } from '@prosa/contracts';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { broadcastDispatches, broadcastTemplates, channels } from '../../db/schema/index.ts';

export interface DispatchToSend {
  id: string;
  accountId: string;
  channelId: string;
  // whatsapp, sms or email: what is sent, charged and skipped.
  channelType: string;
  variables: string[];
  // An e-mail template's subject, HTML and text part (its body when it has none).
  template: {
    name: string;
    language: string;
    body: string;
    emailSubject: string;
    emailHtml: string;
    emailText: string;
    // A WhatsApp template's header and buttons: what its send must fill (templateSendParts).
    header: BroadcastTemplateHeader | null;
    buttons: BroadcastTemplateButton[];
  };
  // An e-mail dispatch's sender.
  sender: { name: string; address: string; replyTo: string };
}

// A dispatch a job is to work: a scheduled one whose time came starts processing now (whichever job
// gets there first); only a processing one is sent.
export async function loadDispatchToSend(db: Db, id: string, now: Date): Promise<DispatchToSend | null> {
  await db
    .update(broadcastDispatches)
    .set({
      status: 'processing',
      startedAt: sql`coalesce(${broadcastDispatches.startedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(broadcastDispatches.id, id),
        eq(broadcastDispatches.status, 'scheduled'),
        lte(broadcastDispatches.scheduleAt, now),
      ),
    );
  const [row] = await db
    .select({
      id: broadcastDispatches.id,
      accountId: broadcastDispatches.accountId,
      channelId: broadcastDispatches.channelId,
      status: broadcastDispatches.status,
      variables: broadcastDispatches.variables,
      name: broadcastTemplates.name,
      language: broadcastTemplates.language,
      body: broadcastTemplates.body,
      emailSubject: broadcastTemplates.emailSubject,
      emailHtml: broadcastTemplates.emailHtml,
      emailText: broadcastTemplates.emailText,
      header: broadcastTemplates.header,
      buttons: broadcastTemplates.buttons,
      channelType: channels.type,
      senderName: broadcastDispatches.senderName,
      senderAddress: broadcastDispatches.senderAddress,
      replyTo: broadcastDispatches.replyTo,
    })
    .from(broadcastDispatches)
    .innerJoin(broadcastTemplates, eq(broadcastTemplates.id, broadcastDispatches.templateId))
    .innerJoin(channels, eq(channels.id, broadcastDispatches.channelId))
    .where(eq(broadcastDispatches.id, id));
  // Only a draft lacks a channel, and a draft is never processing.
  if (row?.status !== 'processing' || !row.channelId) return null;
  return {
    id: row.id,
    accountId: row.accountId,
    channelId: row.channelId,
    channelType: row.channelType,
    variables: row.variables,
    template: {
      name: row.name,
      language: row.language,
      body: row.body,
      emailSubject: row.emailSubject ?? '',
      emailHtml: row.emailHtml ?? '',
      emailText: row.emailText ?? '',
      header: row.header,
      buttons: row.buttons,
    },
    sender: { name: row.senderName ?? '', address: row.senderAddress ?? '', replyTo: row.replyTo ?? '' },
  };
}
