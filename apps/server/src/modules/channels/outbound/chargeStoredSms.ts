import type { AttachmentRef } from '@prosa/contracts';
import type { AppServices } from '../../../app/services.ts';
import type { Db } from '../../../db/database.ts';
import { smsText } from '../adapters/sms/smsText.ts';
import { chargeSmsSend } from './chargeSmsSend.ts';
import { outboundMediaOf } from './outboundMediaOf.ts';
import { toOutboundMessage } from './toOutboundMessage.ts';

// A person's SMS just stored, charged in the transaction `db` that stored it, on the text the
// delivery worker will send: its words, and an attachment's link signed as the worker signs it
// (the same length: the expiry and the signature have fixed widths, the base is PUBLIC_URL or the
// server's address; a copy of the services that serverBaseUrl does not know falls back to the
// configured port, which only a test server on port 0 does not listen at).
export function chargeStoredSms(
  services: Pick<AppServices, 'env' | 'secretKey' | 'clock'>,
  db: Db,
  input: { accountId: string; messageId: string; text: string; attachment: AttachmentRef | null },
) {
  const outbound = toOutboundMessage(
    'sms',
    { messageId: input.messageId, recipient: '' },
    {
      text: input.text,
      choices: null,
      template: null,
      media: outboundMediaOf(services, input.attachment),
    },
  );
  return chargeSmsSend(db, {
    accountId: input.accountId,
    messageId: input.messageId,
    text: smsText(outbound),
    at: services.clock.now(),
  });
}
