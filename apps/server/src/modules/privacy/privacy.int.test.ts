import { access } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../app/newId.ts';
import {
  conversationComments,
  conversations,
  messages,
  privacyAuditLog,
  privacyExports,
} from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';
import { uploadPath } from '../live/index.ts';
import { accountIdOf } from '../live/testing/insertConversation.ts';
import { erasureBatchSize } from './eraseContactRows.ts';
import { privacyExportPath } from './privacyExportRepository.ts';
import { runContactExport } from './runContactExport.ts';
import { seedContactData } from './testing/seedContactData.ts';

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

describe('LGPD: a contact’s data export, erasure and audit log', () => {
  let server: TestServer;
  let admin: ApiClient;
  let manager: ApiClient;
  let attendant: ApiClient;
  let junior: ApiClient;
  let other: ApiClient;
  let demoId = '';
  let otherId = '';
  const db = () => server.services.database.db;
  const seed = (label: string, options: { status?: string; messagesPerConversation?: number } = {}) =>
    seedContactData(db(), demoId, { dataDir: server.env.DATA_DIR, label, ...options });

  beforeAll(async () => {
    server = await startTestServer();
    const client = async (email: string) => (await signIn(server.url, email)).client;
    admin = await client('admin@prosa.demo');
    manager = await client('gestor@prosa.demo');
    attendant = await client('atendente@prosa.demo');
    junior = await client('junior@prosa.demo');
    other = await client('admin@outra.demo');
    demoId = await accountIdOf(db(), 'Prosa Demo');
    otherId = await accountIdOf(db(), 'Outra Empresa');
  });
  afterAll(() => server?.close());

  const exportDone = (client: ApiClient, id: string) =>
    until(
      async () => {
        const found = (await client.get(`/api/privacy/exports/${id}`)).body;
        return found.status === 'done' || found.status === 'failed' ? found : null;
      },
      { tries: 600, intervalMs: 100 },
    );
  const download = async (client: ApiClient, id: string) => {
    const response = await fetch(`${client.baseUrl}/api/privacy/exports/${id}/file`, {
      headers: { cookie: client.cookieHeader() },
    });
    return {
      status: response.status,
      headers: response.headers,
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };
  const readJson = async (zip: JSZip, name: string) =>
    JSON.parse((await zip.file(name)?.async('string')) ?? 'null');

  it('exports everything about the contact as a zip, the attachment’s bytes included, and audits it', async () => {
    const person = await seed('Zefirina');
    const started = await admin.post(`/api/privacy/contacts/${person.contactId}/exports`);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ contactId: person.contactId, status: expect.any(String) });
    const done = await exportDone(admin, started.body.id);
    expect(done).toMatchObject({ status: 'done', processedItems: 3, totalItems: 3 });

    const file = await download(admin, started.body.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="prosa-contact-.+\.zip"$/);
    expect(done.fileSize).toBe(file.bytes.length);
    const zip = await JSZip.loadAsync(file.bytes);

    const contact = await readJson(zip, 'contact.json');
    expect(contact).toMatchObject({
      id: person.contactId,
      name: person.name,
      email: person.email,
      phone: person.phone,
    });
    expect(contact.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ token: 'name', value: person.name }),
        expect.objectContaining({ token: 'cpf', value: person.cpf }),
      ]),
    );
    expect(contact.tags).toEqual([expect.stringMatching(/^Tag VIP /)]);
    expect(
      (await readJson(zip, 'identities.json')).map((i: { channel: string }) => i.channel).sort(),
    ).toEqual(['webchat', 'whatsapp']);
    const index = await readJson(zip, 'conversations.json');
    expect(index.map((c: { id: string }) => c.id).sort()).toEqual([...person.conversationIds].sort());
    for (const id of person.conversationIds) {
      const conversation = await readJson(zip, `conversations/${id}.json`);
      expect(conversation.customerName).toBe(person.name);
      expect(conversation.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3]);
      expect(conversation.messages[0].text).toContain('segredo da Zefirina');
    }
    const files = await readJson(zip, 'attachments.json');
    expect(files).toEqual([expect.objectContaining({ id: person.attachmentId, file: expect.any(String) })]);
    expect(await zip.file(files[0].file)?.async('nodebuffer')).toEqual(person.attachmentBytes);
    expect(await readJson(zip, 'leads.json')).toEqual([expect.objectContaining({ email: person.email })]);
    const consents = await readJson(zip, 'consents.json');
    expect(consents.numberStatuses).toEqual([
      expect.objectContaining({ channel: 'whatsapp', status: 'valid' }),
    ]);
    expect(consents.optOuts).toEqual([expect.objectContaining({ condition: 'optOut' })]);
    expect(consents.numberStatusEvents).toEqual([expect.objectContaining({ action: 'block' })]);
    expect(await readJson(zip, 'timeline.json')).toEqual([
      expect.objectContaining({ kind: 'note', data: { text: 'nota sobre Zefirina' } }),
    ]);
    expect(await readJson(zip, 'visitor-pages.json')).toEqual([
      expect.objectContaining({ url: 'https://loja.example/Zefirina/carrinho' }),
    ]);

    const audit = (await admin.get(`/api/privacy/audit?contactId=${person.contactId}`)).body.items;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual([
      'exportDownloaded',
      'exportRequested',
    ]);
    expect(audit[0]).toMatchObject({
      contactName: person.name,
      contactType: 'person',
      actorName: expect.any(String),
    });
    expect(audit[0].actorName).not.toBe('');
  });

  it('exports a contact with 1,000 messages and reports how long it took', async () => {
    const person = await seed('Milmensagens', { messagesPerConversation: 500 });
    const startedAt = performance.now();
    const started = await admin.post(`/api/privacy/contacts/${person.contactId}/exports`);
    const done = await exportDone(admin, started.body.id);
    const elapsed = performance.now() - startedAt;
    expect(done.status).toBe('done');
    const zip = await JSZip.loadAsync((await download(admin, started.body.id)).bytes);
    let count = 0;
    for (const id of person.conversationIds)
      count += (await readJson(zip, `conversations/${id}.json`)).messages.length;
    expect(count).toBe(1000);
    // The job alone, without the queue's polling: a second export of the same contact run in place.
    const again = newId();
    await db().insert(privacyExports).values({ id: again, accountId: demoId, contactId: person.contactId });
    const jobStartedAt = performance.now();
    await runContactExport(server.services, demoId, again);
    const jobMs = performance.now() - jobStartedAt;
    expect((await admin.get(`/api/privacy/exports/${again}`)).body.status).toBe('done');
    console.log(
      `privacy export: 1,000 messages + 1 attachment, ${Math.round(elapsed)} ms request to done through the queue, ${Math.round(jobMs)} ms the job alone, zip ${done.fileSize} bytes, ${server.services.database.kind}`,
    );
  });

  it('erases the person: no table keeps their data, conversations stay as anonymous counts', async () => {
    // One more message per conversation than a batch of the export's and the erasure's statements.
    const perConversation = erasureBatchSize + 1;
    const person = await seed('Quitéria', { messagesPerConversation: perConversation });
    const exported = await admin.post(`/api/privacy/contacts/${person.contactId}/exports`);
    await exportDone(admin, exported.body.id);
    const zip = await JSZip.loadAsync((await download(admin, exported.body.id)).bytes);
    const [first] = person.conversationIds;
    const exportedSeqs = (await readJson(zip, `conversations/${first}.json`)).messages.map(
      (m: { seq: number }) => m.seq,
    );
    expect(exportedSeqs).toEqual(Array.from({ length: perConversation }, (_, index) => index + 1));
    const messageCount = async () =>
      (
        await db()
          .select({ id: messages.id })
          .from(messages)
          .where(sql`${messages.conversationId} in ${person.conversationIds}`)
      ).length;
    expect(await messageCount()).toBe(2 * perConversation);
    // A member's internal comment that names the person goes with the rest.
    await db()
      .insert(conversationComments)
      .values({
        id: newId(),
        accountId: demoId,
        conversationId: first ?? '',
        authorName: 'Ana Administradora',
        text: `Ligar para ${person.name} amanhã`,
      });

    // The analytics' counts, all but the city's (the erasure takes the city off the conversations).
    const rollups = async () => {
      await db().execute(sql`select analytics_flush(${demoId})`);
      return rowsOf(
        await db().execute(
          sql`select granularity, dimension, bucket_start::text as bucket, key, total, finished, abandoned, transshipped
              from analytics_rollups where dimension <> 'city' and total <> 0
              order by granularity, dimension, bucket_start, key`,
        ),
      );
    };
    const countsBefore = await rollups();
    expect(countsBefore.length).toBeGreaterThan(0);

    const erased = await admin.post(`/api/privacy/contacts/${person.contactId}/erasure`, {
      confirmation: ` ${person.name} `,
    });
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({
      contactId: person.contactId,
      erased: {
        conversations: 2,
        messages: 2 * perConversation,
        attachments: 1,
        identities: 2,
        leads: 1,
        optOuts: 1,
        numberEvents: 1,
        timelineEvents: 1,
        exports: 1,
      },
    });

    // Every table of the schema, every row as text: none names the person any more.
    const tables = rowsOf(
      await db().execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    ).map((row) => String(row.name));
    expect(tables).toEqual(
      expect.arrayContaining(['messages', 'conversations', 'leads', 'opt_out_records', 'privacy_audit_log']),
    );
    const found: string[] = [];
    for (const table of tables) {
      const rows = rowsOf(await db().execute(sql`select t::text as row from ${sql.identifier(table)} t`));
      for (const { row } of rows)
        for (const text of person.personalStrings)
          if (String(row).includes(text)) found.push(`${table}: ${text}`);
    }
    expect(found).toEqual([]);

    const kept = await db()
      .select()
      .from(conversations)
      .where(sql`${conversations.id} in ${person.conversationIds}`);
    expect(
      kept.map((c) => ({ contactId: c.contactId, customerName: c.customerName, location: c.location })),
    ).toEqual([
      { contactId: null, customerName: '', location: { country: 'BR', state: 'SP' } },
      { contactId: null, customerName: '', location: { country: 'BR', state: 'SP' } },
    ]);
    expect(await messageCount()).toBe(2 * perConversation);
    expect(await rollups()).toEqual(countsBefore);
    await expect(access(uploadPath(server.env.DATA_DIR, demoId, person.attachmentId))).rejects.toThrow();
    await expect(access(privacyExportPath(server.env.DATA_DIR, demoId, exported.body.id))).rejects.toThrow();
    expect((await admin.get(`/api/contacts/${person.contactId}`)).status).toBe(404);
    expect((await admin.get(`/api/privacy/exports/${exported.body.id}`)).status).toBe(404);

    const audit = (await admin.get(`/api/privacy/audit?contactId=${person.contactId}`)).body.items;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual([
      'erased',
      'exportDownloaded',
      'exportRequested',
    ]);
    expect(audit[0]).toMatchObject({
      contactId: person.contactId,
      contactName: null,
      contactType: null,
      details: { erased: erased.body.erased },
    });
    // A second erasure finds nothing.
    expect(
      (await admin.post(`/api/privacy/contacts/${person.contactId}/erasure`, { confirmation: person.name }))
        .status,
    ).toBe(404);
  });

  it('refuses the erasure while the person is in a live conversation, and on a wrong confirmation', async () => {
    const person = await seed('Ovídia', { status: 'waiting' });
    const live = await admin.post(`/api/privacy/contacts/${person.contactId}/erasure`, {
      confirmation: person.name,
    });
    expect(live.status).toBe(409);
    expect(live.body.error.code).toBe('privacy.contactInLiveConversation');
    await db()
      .update(conversations)
      .set({ status: 'finished' })
      .where(sql`${conversations.id} in ${person.conversationIds}`);
    for (const confirmation of ['Ovídia', person.name.toUpperCase(), ''])
      expect(
        (await admin.post(`/api/privacy/contacts/${person.contactId}/erasure`, { confirmation })).body.error
          .code,
      ).toBe('privacy.confirmationMismatch');
    expect((await admin.get(`/api/contacts/${person.contactId}`)).status).toBe(200);
    const audit = await db()
      .select()
      .from(privacyAuditLog)
      .where(eq(privacyAuditLog.contactId, person.contactId));
    expect(audit).toEqual([]);
  });

  it('lets only the account’s administrators in, and each account sees only its own', async () => {
    const person = await seed('Benvinda');
    const exported = await admin.post(`/api/privacy/contacts/${person.contactId}/exports`);
    await exportDone(admin, exported.body.id);
    const calls = (confirmation: string) =>
      [
        ['POST', `/api/privacy/contacts/${person.contactId}/exports`, {}],
        ['GET', `/api/privacy/exports/${exported.body.id}`, undefined],
        ['GET', `/api/privacy/exports/${exported.body.id}/file`, undefined],
        ['POST', `/api/privacy/contacts/${person.contactId}/erasure`, { confirmation }],
        ['GET', '/api/privacy/audit', undefined],
      ] as const;
    for (const client of [manager, attendant, junior])
      for (const [method, path, body] of calls(person.name)) {
        const answer = await client.request(method, path, body);
        expect(`${method} ${path}: ${answer.status} ${answer.body?.error?.code}`).toBe(
          `${method} ${path}: 403 generic.forbidden`,
        );
      }
    // Outra Empresa's administrator meets Prosa Demo's contact and export as ones that do not exist.
    const answers = [];
    for (const [method, path, body] of calls(person.name).slice(0, 4))
      answers.push(`${(await other.request(method, path, body)).status}`);
    expect(answers).toEqual(['404', '404', '404', '404']);
    const otherAudit = (await other.get('/api/privacy/audit')).body.items;
    expect(otherAudit.every((entry: { contactId: string }) => entry.contactId !== person.contactId)).toBe(
      true,
    );
    const demoRows = await db().select().from(privacyExports).where(eq(privacyExports.accountId, otherId));
    expect(demoRows).toEqual([]);
    expect((await admin.get(`/api/contacts/${person.contactId}`)).status).toBe(200);
  });

  it('answers bad input with catalogue errors', async () => {
    const person = await seed('Clotilde');
    const queued = newId();
    await db()
      .insert(privacyExports)
      .values({ id: queued, accountId: demoId, contactId: person.contactId, status: 'running' });
    const failed = newId();
    await db()
      .insert(privacyExports)
      .values({ id: failed, accountId: demoId, contactId: person.contactId, status: 'failed' });
    const codes = async (method: string, path: string, body?: unknown) => {
      const answer = await admin.request(method, path, body);
      return `${answer.status} ${answer.body?.error?.code}`;
    };
    expect(await codes('GET', `/api/privacy/exports/${queued}/file`)).toBe('409 privacy.exportNotReady');
    expect(await codes('GET', `/api/privacy/exports/${failed}/file`)).toBe('409 privacy.exportFailed');
    expect(await codes('GET', `/api/privacy/exports/${newId()}`)).toBe('404 privacy.exportNotFound');
    const vanished = newId();
    await db()
      .insert(privacyExports)
      .values({ id: vanished, accountId: demoId, contactId: person.contactId, status: 'done' });
    expect(await codes('GET', `/api/privacy/exports/${vanished}/file`)).toBe('404 privacy.exportNotFound');
    expect(await codes('GET', '/api/privacy/exports/not%20an%20id')).toBe('404 generic.notFound');
    expect(await codes('POST', `/api/privacy/contacts/${newId()}/exports`, {})).toBe('404 contacts.notFound');
    expect(await codes('POST', `/api/privacy/contacts/${person.contactId}/erasure`, {})).toBe(
      '400 privacy.confirmationMismatch',
    );
    expect(
      await codes('POST', `/api/privacy/contacts/${person.contactId}/erasure`, { confirmation: 7 }),
    ).toBe('400 privacy.confirmationMismatch');
    expect(
      await codes('POST', `/api/privacy/contacts/${person.contactId}/erasure`, {
        confirmation: 'x'.repeat(600),
      }),
    ).toBe('400 privacy.confirmationMismatch');
    expect(await codes('GET', '/api/privacy/audit?cursor=nonsense')).toBe('400 privacy.cursorInvalid');
    expect(await codes('GET', '/api/privacy/audit?limit=abc')).toBe('400 generic.invalidInput');
    expect(await codes('GET', '/api/privacy/audit?limit=1000')).toMatch(/^400 /);
  });

  it('pages the audit log newest first with a cursor', async () => {
    const first = (await admin.get('/api/privacy/audit?limit=2')).body;
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await admin.get(`/api/privacy/audit?limit=2&cursor=${first.nextCursor}`)).body;
    expect(second.items.length).toBeGreaterThan(0);
    const all = (await admin.get('/api/privacy/audit?limit=100')).body.items;
    expect([...first.items, ...second.items].map((e: { id: string }) => e.id)).toEqual(
      all.slice(0, first.items.length + second.items.length).map((e: { id: string }) => e.id),
    );
  });
});
