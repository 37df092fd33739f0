import { parseEmail } from '@prosa/domain';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Mailer } from '../../notifications/Mailer.ts';
import { readConversationRecord } from './readConversationRecord.ts';

const words = {
  'pt-BR': { subject: 'Conversa', protocol: 'Protocolo', customer: 'Cliente', started: 'Início' },
  'en-US': { subject: 'Conversation', protocol: 'Protocol', customer: 'Customer', started: 'Started' },
  es: { subject: 'Conversación', protocol: 'Protocolo', customer: 'Cliente', started: 'Inicio' },
} as const;

// The transcript as a plain-text e-mail (never HTML: the customer's words stay text).
export function transcriptMail(record: Awaited<ReturnType<typeof readConversationRecord>>, language: string) {
  const w = words[language as keyof typeof words] ?? words['pt-BR'];
  const lines = record.messages.map(
    (m) => `[${m.createdAt.slice(0, 19).replace('T', ' ')} UTC] ${m.authorName || m.sender}: ${m.text}`,
  );
  return {
    subject: `${w.subject} ${record.protocol} – ${record.customerName}`.replace(/[\r\n]+/g, ' '),
    text: [
      `${w.protocol}: ${record.protocol}`,
      `${w.customer}: ${record.customerName}`,
      `${w.started}: ${record.startedAt.slice(0, 19).replace('T', ' ')} UTC`,
      '',
      ...lines,
      '',
    ].join('\n'),
  };
}

// POST /api/conversations/:id/forward: needs an e-mail (spec core.md §5).
export async function forwardConversation(ctx: RequestContext, mailer: Mailer, id: string, email: string) {
  if (email.trim() === '') throw new CatalogueError('conversations.emailRequired');
  const to = parseEmail(email);
  if (!to) throw new CatalogueError('conversations.emailInvalid');
  const record = await readConversationRecord(ctx, id);
  try {
    await mailer.send({ to, ...transcriptMail(record, ctx.language) });
  } catch {
    throw new CatalogueError('conversations.forwardFailed');
  }
}
