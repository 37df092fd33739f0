import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { newId, newToken } from '../../../app/newId.ts';
import type { Db } from '../../../db/database.ts';
import {
  attachments,
  bots,
  contactEvents,
  contactIdentities,
  contactNumberStatuses,
  contacts,
  contactTags,
  conversations,
  crmFields,
  crmSections,
  flowCursors,
  leads,
  messages,
  numberStatusEvents,
  optOutRecords,
  tags,
  visitorPages,
  webchatVisitorSecrets,
} from '../../../db/schema/index.ts';
import { uploadPath } from '../../live/index.ts';
import { insertConversation } from '../../live/testing/insertConversation.ts';

export interface SeededContact {
  contactId: string;
  name: string;
  email: string;
  phone: string;
  visitorId: string;
  conversationIds: string[];
  attachmentId: string;
  attachmentBytes: Buffer;
  cpf: string;
  // Strings only this person's data holds: none may remain anywhere after the erasure.
  personalStrings: string[];
}

// A person with something in every table that refers to them: CRM fields and a tag, webchat and
// WhatsApp identities, two conversations (`messagesPerConversation` messages each, one carrying a
// file), a lead, a number status, a number event, an opt-out, a note, a browsed page, a widget
// secret and a flow cursor. `status` is the conversations' room status.
export async function seedContactData(
  db: Db,
  accountId: string,
  options: { dataDir: string; label: string; status?: string; messagesPerConversation?: number },
): Promise<SeededContact> {
  const { label } = options;
  const contactId = newId();
  const name = `Pessoa ${label}`;
  const email = `${label.toLowerCase()}@pessoa.example`;
  const digits = `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const phone = `+${digits}`;
  const visitorId = `visitante-${label}-${newToken(6)}`;
  const secretText = `segredo da ${label}`;
  const noteText = `nota sobre ${label}`;
  const pageUrl = `https://loja.example/${label}/carrinho`;
  const [bot] = await db.select({ id: bots.id }).from(bots).where(eq(bots.accountId, accountId)).limit(1);
  if (!bot) throw new Error('no bot');
  const [field] = await db
    .select({ id: crmFields.id })
    .from(crmFields)
    .innerJoin(crmSections, eq(crmSections.id, crmFields.sectionId))
    .where(
      and(eq(crmFields.accountId, accountId), eq(crmSections.type, 'person'), eq(crmFields.token, 'cpf')),
    )
    .limit(1);
  const cpf = String(Math.floor(Math.random() * 1e11)).padStart(11, '0');
  await db.insert(contacts).values({
    id: contactId,
    accountId,
    name,
    email,
    phone,
    fields: field ? { [field.id]: cpf } : {},
  });
  const tagId = newId();
  await db.insert(tags).values({ id: tagId, accountId, title: `Tag VIP ${newToken(4)}`, color: '#123456' });
  await db.insert(contactTags).values({ contactId, tagId });
  await db.insert(contactIdentities).values([
    { accountId, channel: 'webchat', externalId: visitorId, contactId },
    { accountId, channel: 'whatsapp', externalId: digits, contactId },
  ]);
  const attachmentId = newId();
  const attachmentBytes = Buffer.from(`%PDF-1.4 recibo de ${label} ${newToken(12)}`);
  const path = uploadPath(options.dataDir, accountId, attachmentId);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, attachmentBytes);
  await db.insert(attachments).values({
    id: attachmentId,
    accountId,
    botId: bot.id,
    ownerId: visitorId,
    name: `recibo-${label}.pdf`,
    mime: 'application/pdf',
    size: attachmentBytes.length,
    kind: 'file',
  });
  const perConversation = options.messagesPerConversation ?? 3;
  const conversationIds: string[] = [];
  for (const [index, channel] of (['webchat', 'whatsapp'] as const).entries()) {
    const conversation = await insertConversation(db, {
      accountId,
      botId: bot.id,
      contactId,
      channel,
      visitorId: channel === 'webchat' ? visitorId : digits,
      customerName: name,
      status: options.status ?? 'finished',
      finishedAt: new Date(),
      collected: { email, cpf },
      location: { country: 'BR', state: 'SP', city: `Cidade ${label}` },
    });
    conversationIds.push(conversation.id);
    const rows = Array.from({ length: perConversation }, (_, seq) => ({
      id: newId(),
      accountId,
      conversationId: conversation.id,
      seq: seq + 1,
      clientMessageId: newToken(8),
      sender: seq % 2 === 0 ? 'customer' : 'attendant',
      authorName: seq % 2 === 0 ? name : 'Atendente',
      text: `${secretText} ${index}-${seq}`,
      attachment:
        index === 0 && seq === 0
          ? {
              id: attachmentId,
              name: `recibo-${label}.pdf`,
              mime: 'application/pdf',
              size: attachmentBytes.length,
              kind: 'file',
            }
          : null,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await db.insert(messages).values(rows.slice(start, start + 500));
    await db
      .update(conversations)
      .set({ lastSeq: perConversation })
      .where(eq(conversations.id, conversation.id));
    await db.insert(flowCursors).values({
      conversationId: conversation.id,
      accountId,
      cursor: { collected: { email } },
    });
  }
  const firstConversation = conversationIds[0] ?? '';
  await db.insert(leads).values({
    id: newId(),
    accountId,
    botId: bot.id,
    conversationId: firstConversation,
    contactId,
    line: 1,
    name,
    email,
    phone: digits,
  });
  await db
    .insert(contactNumberStatuses)
    .values({ contactId, channel: 'whatsapp', accountId, status: 'valid' });
  await db.insert(numberStatusEvents).values({
    id: newId(),
    accountId,
    number: digits,
    contactId,
    channel: 'whatsapp',
    action: 'block',
    authorName: 'Admin',
    reason: `pedido de ${label}`,
  });
  await db.insert(optOutRecords).values({
    id: newId(),
    accountId,
    channel: 'whatsapp',
    number: digits,
    condition: 'optOut',
    source: 'manual',
    reason: `não quer mais, ${label}`,
  });
  await db
    .insert(contactEvents)
    .values({ id: newId(), accountId, contactId, kind: 'note', data: { text: noteText } });
  await db.insert(visitorPages).values({ id: newId(), accountId, botId: bot.id, visitorId, url: pageUrl });
  await db.insert(webchatVisitorSecrets).values({ botId: bot.id, visitorId, secretHash: newToken(16) });
  return {
    contactId,
    name,
    email,
    phone,
    visitorId,
    conversationIds,
    attachmentId,
    attachmentBytes,
    cpf,
    personalStrings: [name, email, digits, visitorId, secretText, noteText, pageUrl, cpf, `Cidade ${label}`],
  };
}
