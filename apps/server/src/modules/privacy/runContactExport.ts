import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, gt } from 'drizzle-orm';
import JSZip from 'jszip';
import type { AppServices } from '../../app/services.ts';
import type { Db } from '../../db/database.ts';
import { messages } from '../../db/schema/index.ts';
import { findContact } from '../contacts/index.ts';
import { uploadPath } from '../live/index.ts';
import { findPrivacyExport, privacyExportPath, updatePrivacyExport } from './privacyExportRepository.ts';
import { readContactFootprint } from './readContactFootprint.ts';
import { readContactRecords } from './readContactRecords.ts';

export type ExportServices = Pick<AppServices, 'env' | 'database' | 'log'>;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
// A name safe inside the archive on every system: no separators, no control characters.
const archiveName = (name: string) => name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').slice(0, 120) || 'file';

// The export job: reads the contact's records, then each conversation's messages and each
// attachment's file, counting them as progress, and writes one zip (JSON files plus the files) into
// the data directory. A contact erased meanwhile fails the export instead of writing a partial one.
export async function runContactExport(services: ExportServices, accountId: string, exportId: string) {
  const { db } = services.database;
  const found = await findPrivacyExport(db, accountId, exportId);
  if (!found || found.status === 'done') return;
  const path = privacyExportPath(services.env.DATA_DIR, accountId, exportId);
  try {
    const contact = await findContact(db, accountId, found.contactId);
    if (!contact) throw new Error('contact gone');
    const footprint = await readContactFootprint(db, accountId, contact);
    const records = await readContactRecords(db, accountId, contact, footprint);
    const totalItems = records.conversations.length + records.attachments.length;
    let processedItems = 0;
    await updatePrivacyExport(db, accountId, exportId, { status: 'running', totalItems, processedItems });
    const advance = async () => {
      processedItems += 1;
      if (processedItems % 10 === 0 || processedItems === totalItems)
        await updatePrivacyExport(db, accountId, exportId, { processedItems });
    };

    const zip = new JSZip();
    const conversationsFolder = zip.folder('conversations');
    for (const conversation of records.conversations) {
      const rows = await readMessages(services.database.db, accountId, conversation.id);
      conversationsFolder?.file(`${conversation.id}.json`, json({ ...conversation, messages: rows }));
      await advance();
    }
    const attachmentIndex = [];
    for (const file of records.attachments) {
      const source = uploadPath(services.env.DATA_DIR, accountId, file.id);
      const isPresent = await access(source).then(
        () => true,
        () => false,
      );
      const entry = `attachments/${file.id}/${archiveName(file.name)}`;
      if (isPresent) zip.file(entry, createReadStream(source));
      attachmentIndex.push({ ...file, file: isPresent ? entry : null });
      await advance();
    }
    zip.file(
      'manifest.json',
      json({
        format: 'prosa-contact-export/1',
        exportedAt: new Date(),
        contactId: contact.id,
        counts: {
          identities: records.identities.length,
          conversations: records.conversations.length,
          attachments: records.attachments.length,
          leads: records.leads.length,
          optOuts: records.optOuts.length,
          timeline: records.timeline.length,
        },
      }),
    );
    zip.file('contact.json', json(records.contact));
    zip.file('identities.json', json(records.identities));
    zip.file('conversations.json', json(records.conversations));
    zip.file('leads.json', json(records.leads));
    zip.file(
      'consents.json',
      json({
        numberStatuses: records.numberStatuses,
        numberStatusEvents: records.numberStatusEvents,
        optOuts: records.optOuts,
      }),
    );
    zip.file('timeline.json', json(records.timeline));
    zip.file('visitor-pages.json', json(records.visitorPages));
    zip.file('attachments.json', json(attachmentIndex));
    await mkdir(dirname(path), { recursive: true });
    await pipeline(
      zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' }),
      createWriteStream(path),
    );
    const { size } = await stat(path);
    await updatePrivacyExport(db, accountId, exportId, {
      status: 'done',
      processedItems: totalItems,
      fileSize: size,
      finishedAt: new Date(),
    });
  } catch (error) {
    services.log.error({ err: error, exportId }, 'a contact data export failed');
    await rm(path, { force: true });
    await updatePrivacyExport(db, accountId, exportId, {
      status: 'failed',
      failure: 'privacy.exportFailed',
      finishedAt: new Date(),
    });
  }
}

// A conversation's messages in sequence order, a page at a time: each statement stays well within
// the database's statement limit however long the conversation.
const messagePage = 2000;
const pageOf = (db: Db, accountId: string, conversationId: string, afterSeq: number) =>
  db
    .select({
      id: messages.id,
      seq: messages.seq,
      sender: messages.sender,
      authorName: messages.authorName,
      text: messages.text,
      attachment: messages.attachment,
      media: messages.media,
      choices: messages.choices,
      template: messages.template,
      statuses: messages.statuses,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(
      and(
        eq(messages.accountId, accountId),
        eq(messages.conversationId, conversationId),
        gt(messages.seq, afterSeq),
      ),
    )
    .orderBy(asc(messages.seq))
    .limit(messagePage);

async function readMessages(db: Db, accountId: string, conversationId: string) {
  const all: Awaited<ReturnType<typeof pageOf>> = [];
  for (;;) {
    const page = await pageOf(db, accountId, conversationId, all.at(-1)?.seq ?? 0);
    all.push(...page);
    if (page.length < messagePage) return all;
  }
}
