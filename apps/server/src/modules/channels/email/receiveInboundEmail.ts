import { ownMessageIdOf } from '@prosa/domain';
import type { ParsedMail } from 'mailparser';
import type { AppServices } from '../../../app/services.ts';
import type { InboundEvent } from '../adapters/ChannelAdapter.ts';
import { parseInboundEmail } from '../adapters/email/parseInboundEmail.ts';
import type { ChannelRow } from '../channelRepository.ts';
import { keepCustomerFile } from '../inbound/keepCustomerFile.ts';
import { type ProcessServices, processInboundReceipts } from '../inbound/processInboundReceipts.ts';
import { recordReceiptsTogether } from '../inbound/recordReceiptsTogether.ts';
import { serverBaseUrl } from '../media/serverBaseUrl.ts';

export type InboundEmailServices = ProcessServices & Pick<AppServices, 'log'>;

// One received mail for one channel, on the one inbound path: recorded as the channel's receipt
// (deduplicated by its Message-ID), then processed like a webhook's events. A delivery status
// notification counts only when it names one of this channel's own messages. A customer's files
// are kept first, with the upload limits; the first one kept rides on the message (a message holds
// one attachment) and any other is named in its text, so the attendant knows it came.
export async function receiveInboundEmail(services: InboundEmailServices, row: ChannelRow, mail: ParsedMail) {
  const now = services.clock.now();
  const event = parseInboundEmail(mail, now);
  if (!event) return;
  if (event.kind === 'status' && !ownMessageIdOf(event.providerMessageId, [row.config.domain ?? ''])) return;
  if (event.kind === 'message' && row.botId) await attachFiles(services, row, row.botId, event, mail);
  const fresh = await recordReceiptsTogether(services.database.db, row.id, [event], now);
  if (fresh.length === 0) return;
  setImmediate(() => {
    processInboundReceipts(services, fresh, serverBaseUrl(services)).catch((error) =>
      services.log.error({ err: error, channelId: row.id }, 'inbound e-mail failed; the sweep retries it'),
    );
  });
}

async function attachFiles(
  services: InboundEmailServices,
  row: ChannelRow,
  botId: string,
  event: Extract<InboundEvent, { kind: 'message' }>,
  mail: ParsedMail,
) {
  const owner = { accountId: row.accountId, botId, ownerId: event.from };
  const files = mail.attachments.filter((part) => !part.related);
  const unattached: string[] = [];
  for (const part of files) {
    const name = part.filename ?? 'file';
    const kept = event.attachment
      ? null
      : await keepCustomerFile(
          services,
          owner,
          { bytes: part.content, mime: part.contentType, name },
          row.id,
        );
    if (kept) event.attachment = kept;
    else unattached.push(`[${name}]`);
  }
  if (unattached.length > 0) event.text = [event.text, ...unattached].filter(Boolean).join('\n');
}
