import { classifyBounce, classifyComplaint, emailThreadKeys, stripQuotedReply } from '@prosa/domain';
import type { ParsedMail } from 'mailparser';
import type { InboundEvent } from '../ChannelAdapter.ts';

const partText = (mail: ParsedMail, types: string[]) =>
  mail.attachments
    .filter((part) => types.includes(part.contentType.toLowerCase()))
    .map((part) => part.content.toString('utf8'))
    .join('\n');

// One received e-mail (parsed by mailparser) as the inbound path's event. A delivery status
// notification (RFC 3464) is a status of the message it names: a hard or soft bounce, failing it
// with that code. A spam complaint (RFC 5965 feedback report, type abuse) is a status of the
// message it reports, with the code `emailSpam`. Anything else is the customer's message: the text part, or the text mailparser
// makes of the HTML part — never the HTML itself, which the panel would otherwise have to render —,
// without the quoted message it answers (the conversation already holds it).
// mailparser folds a report's message/delivery-status part into `text`, after the human-readable
// part, whose prose has no "Field: value" blocks with an Action: so the report is read from `text`.
export function parseInboundEmail(mail: ParsedMail, at: Date): InboundEvent | null {
  const contentType = mail.headers.get('content-type') as
    | { value?: string; params?: Record<string, string> }
    | undefined;
  const reportType =
    contentType?.value?.toLowerCase() === 'multipart/report'
      ? contentType.params?.['report-type']?.toLowerCase()
      : undefined;
  const isDeliveryReport = reportType === 'delivery-status';
  if (reportType === 'feedback-report') {
    const complaint = classifyComplaint(
      `${mail.text ?? ''}\n${partText(mail, ['message/feedback-report'])}`,
      partText(mail, ['text/rfc822-headers', 'message/rfc822']),
    );
    if (!complaint?.originalMessageId) return null;
    return {
      kind: 'status',
      providerMessageId: complaint.originalMessageId,
      status: 'failed',
      at,
      errorCode: 'emailSpam',
      errorTitle: complaint.feedbackType,
    };
  }
  if (isDeliveryReport) {
    const bounce = classifyBounce(mail.text ?? '', partText(mail, ['text/rfc822-headers', 'message/rfc822']));
    if (!bounce?.originalMessageId) return null;
    return {
      kind: 'status',
      providerMessageId: bounce.originalMessageId,
      status: 'failed',
      at,
      errorCode: bounce.kind === 'hard' ? 'emailHardBounce' : 'emailSoftBounce',
      errorTitle: bounce.status,
    };
  }
  const sender = mail.from?.value[0];
  if (!sender?.address || !mail.messageId) return null;
  return {
    kind: 'message',
    providerMessageId: mail.messageId,
    from: sender.address.toLowerCase(),
    profileName: sender.name || undefined,
    at: mail.date ?? at,
    text: stripQuotedReply(mail.text ?? ''),
    subject: mail.subject ?? '',
    threadKeys: emailThreadKeys({ inReplyTo: mail.inReplyTo, references: mail.references }),
  };
}
