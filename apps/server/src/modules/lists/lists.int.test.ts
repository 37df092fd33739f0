import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../app/newId.ts';
import { contacts, recipientListEntries, recipientLists } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';
import { accountIdOf, insertConversation } from '../live/testing/insertConversation.ts';
import { type ListRecipient, readListRecipients } from './index.ts';
import { listImportFilePath } from './listImportFilePath.ts';
import { runListImport } from './runListImport.ts';

// /settings/lists (issue 18): lists from a CSV (the rules of campaigns §5, refused rows with their
// line), from a CRM filter and from a conversation search; rename, delete, entries; the account and
// the level; and the broadcast engine's reader.
describe('recipient lists (/api/settings/lists)', () => {
  let server: TestServer;
  const as: Record<'admin' | 'gestor' | 'atendente' | 'outra', ApiClient> = {} as never;
  let accountId = '';
  const db = () => server.services.database.db;
  const csv = (name = 'clientes.csv') => ({ 'content-type': 'text/csv', 'x-file-name': name });
  const upload = (query: string, body: string | Uint8Array, name?: string, client = as.gestor) =>
    client.request('POST', `/api/settings/lists/import?${query}`, body, csv(name));
  const finished = (id: string) =>
    until(async () => {
      const { body } = await as.gestor.get(`/api/settings/lists/${id}`);
      return body.list.status !== 'importing' && body.list;
    });
  const recipientsOf = async (listId: string, account = accountId) => {
    const read: ListRecipient[] = [];
    for await (const recipient of readListRecipients(db(), account, listId, 2)) read.push(recipient);
    return read;
  };

  beforeAll(async () => {
    server = await startTestServer();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    as.admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    as.gestor = (await signIn(server.url, 'gestor@prosa.demo')).client;
    as.atendente = (await signIn(server.url, 'atendente@prosa.demo')).client;
    as.outra = (await signIn(server.url, 'admin@outra.demo')).client;
  });
  afterAll(() => server?.close());

  it('imports a WhatsApp CSV as a job, refusing rows without the country code by their line', async () => {
    const file = [
      'Nome;Telefone;Plano',
      'Ana;5511912345678;Ouro',
      'Bruno;(11) 91234-5678;Prata',
      '"Carla\nSilva";+55 21 99876-5432;Bronze',
      'Davi;abc;Ouro',
      '',
      'Eva;55 31 98765-4321;',
    ].join('\n');
    const started = await upload('title=Clientes%20VIP&channel=whatsapp', file);
    expect(started.status).toBe(200);
    expect(started.body.list).toMatchObject({
      title: 'Clientes VIP',
      source: 'csv',
      channel: 'whatsapp',
      totalRows: 5,
    });
    const list = await finished(started.body.list.id);
    expect(list).toMatchObject({ status: 'ready', amount: 3, withPhone: 3, processedRows: 5, errorCount: 2 });
    expect(list.errors).toEqual([
      { line: 3, code: 'lists.whatsappPhoneNeedsCountryCode' },
      { line: 6, code: 'lists.phoneInvalid' },
    ]);
    const entries = await as.gestor.get(`/api/settings/lists/${list.id}/entries`);
    expect(entries.body.items.map((e: { name: string; phone: string }) => [e.name, e.phone])).toEqual([
      ['Ana', '5511912345678'],
      ['Carla\nSilva', '5521998765432'],
      ['Eva', '5531987654321'],
    ]);
    expect(entries.body.items[0].fields).toEqual({ Plano: 'Ouro' });
    expect(entries.body.next).toBeNull();
    // The broadcast engine reads the same recipients, in batches, in list order.
    expect((await recipientsOf(list.id)).map((r) => r.phone)).toEqual([
      '5511912345678',
      '5521998765432',
      '5531987654321',
    ]);
  });

  it('resumes an interrupted import after its last recorded batch, writing no row twice', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => `Pessoa ${i},55119${String(10_000_000 + i)}`);
    const id = newId();
    const path = listImportFilePath(server.env.DATA_DIR, accountId, id);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `Nome,Telefone\n${rows.join('\n')}\n`);
    // As a crash left it: the first batch written and counted, the rest not.
    await db().insert(recipientLists).values({
      id,
      accountId,
      title: 'Retomada',
      source: 'csv',
      channel: 'sms',
      status: 'importing',
      totalRows: 2500,
      processedRows: 1000,
    });
    await db()
      .insert(recipientListEntries)
      .values(
        rows.slice(0, 1000).map((row, position) => ({
          listId: id,
          position,
          name: row.split(',')[0] ?? '',
          phone: row.split(',')[1] ?? '',
        })),
      );
    await runListImport(server.services, id);
    const list = (await as.gestor.get(`/api/settings/lists/${id}`)).body.list;
    expect(list).toMatchObject({ status: 'ready', amount: 2500, processedRows: 2500, errorCount: 0 });
    const names = (await recipientsOf(id)).map((recipient) => recipient.name);
    expect(names).toEqual(rows.map((row) => row.split(',')[0]));
  });

  it('needs the e-mail column for an e-mail list and the phone column for SMS', async () => {
    const noEmail = await upload('title=E-mail&channel=email', 'Nome,Telefone\nAna,5511912345678\n');
    expect(noEmail.body.error.code).toBe('lists.emailColumnMissing');
    const noPhone = await upload('title=SMS&channel=sms', 'Nome,Email\nAna,ana@exemplo.com\n');
    expect(noPhone.body.error.code).toBe('lists.phoneColumnMissing');
    const sms = await upload('title=SMS&channel=sms', 'nombre,teléfono,correo\nAna,(11) 91234-5678,nada\n');
    const list = await finished(sms.body.list.id);
    expect(list).toMatchObject({ amount: 1, withPhone: 1, withEmail: 0 });
  });

  it('refuses unusable files whole with catalogue errors, before any list exists', async () => {
    const before = (await as.gestor.get('/api/settings/lists')).body.lists.length;
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
    const answers = await Promise.all([
      upload('title=X&channel=sms', 'Nome,Telefone\nAna,1\n', 'clientes.xlsx'),
      upload('title=X&channel=sms', zip),
      upload('title=X&channel=sms', ''),
      upload('title=X&channel=sms', 'Nome,Telefone\n'),
      upload('title=X&channel=sms', 'Nome,Telefone\n"Ana,1\n'),
      upload('title=&channel=sms', 'Nome,Telefone\nAna,1\n'),
      upload('title=X&channel=fax', 'Nome,Telefone\nAna,1\n'),
      upload('title=X&channel=sms', 'a'.repeat(21 * 1024 * 1024)),
    ]);
    expect(answers.map((a) => `${a.status} ${a.body.error?.code}`)).toEqual([
      '415 lists.fileTypeInvalid',
      '415 lists.fileTypeInvalid',
      '400 lists.fileEmpty',
      '400 lists.fileEmpty',
      '400 lists.fileUnreadable',
      '400 lists.titleRequired',
      '400 lists.channelInvalid',
      '413 lists.fileTooLarge',
    ]);
    expect((await as.gestor.get('/api/settings/lists')).body.lists).toHaveLength(before);
  });

  it('makes a list of the contacts a CRM filter finds, each with its CRM address', async () => {
    const marker = `Filtro${newId().slice(0, 6)}`;
    await db()
      .insert(contacts)
      .values([
        {
          id: newId(),
          accountId,
          name: `${marker} Bia`,
          email: 'Bia@Exemplo.com',
          phone: '+55 11 91111-2222',
        },
        { id: newId(), accountId, name: `${marker} Ari`, phone: '+5511933334444' },
        { id: newId(), accountId, name: 'Outro nome' },
      ]);
    const created = await as.gestor.post('/api/settings/lists/from-contacts', {
      title: 'Do CRM',
      query: { type: 'person', q: marker, filters: [] },
    });
    expect(created.status).toBe(200);
    expect(created.body.list).toMatchObject({
      source: 'crm',
      status: 'ready',
      amount: 2,
      withEmail: 1,
      withPhone: 2,
    });
    expect(await recipientsOf(created.body.list.id)).toEqual([
      { name: `${marker} Ari`, email: '', phone: '5511933334444', fields: {}, contactId: expect.any(String) },
      {
        name: `${marker} Bia`,
        email: 'bia@exemplo.com',
        phone: '5511911112222',
        fields: {},
        contactId: expect.any(String),
      },
    ]);
    const badFilter = await as.gestor.post('/api/settings/lists/from-contacts', {
      title: 'Do CRM',
      query: { type: 'person', filters: [{ fieldId: 'nenhum', operator: 'equals', value: 'x' }] },
    });
    expect(badFilter.status).toBe(400);
  });

  it("makes a list of the contacts of a conversation search's conversations", async () => {
    const contactId = newId();
    await db()
      .insert(contacts)
      .values({ id: contactId, accountId, name: 'Cliente da Conversa', phone: '+5511955556666' });
    const conversation = await insertConversation(db(), {
      accountId,
      contactId,
      status: 'bot',
      queuedAt: null,
    });
    const created = await as.gestor.post('/api/settings/lists/from-conversations', {
      title: 'Da busca',
      query: { q: conversation.id, cursor: 'x', limit: '25' },
    });
    expect(created.status).toBe(200);
    expect(created.body.list).toMatchObject({ source: 'conversations', amount: 1, withPhone: 1 });
    expect((await recipientsOf(created.body.list.id)).map((r) => [r.name, r.contactId])).toEqual([
      ['Cliente da Conversa', contactId],
    ]);
    const bad = await as.gestor.post('/api/settings/lists/from-conversations', {
      title: 'Da busca',
      query: { q: 'a' },
    });
    expect(bad.body.error.code).toBe('conversations.searchTooShort');
  });

  it('renames and deletes a list of its own account only, and pages its entries', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => `P${i},ana${i}@exemplo.com`).join('\n');
    const started = await upload('title=Grande&channel=email', `Nome,E-mail\n${rows}\n`);
    const { id } = await finished(started.body.list.id);
    const first = await as.gestor.get(`/api/settings/lists/${id}/entries`);
    expect(first.body.items).toHaveLength(50);
    const second = await as.gestor.get(`/api/settings/lists/${id}/entries?after=${first.body.next}`);
    expect(second.body.items.map((e: { name: string }) => e.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `P${50 + i}`),
    );
    expect((await as.gestor.get(`/api/settings/lists/${id}/entries?after=x`)).body.error.code).toBe(
      'lists.cursorInvalid',
    );
    expect((await as.gestor.put(`/api/settings/lists/${id}`, { title: '  ' })).body.error.code).toBe(
      'lists.titleRequired',
    );
    expect((await as.outra.put(`/api/settings/lists/${id}`, { title: 'Minha' })).status).toBe(404);
    expect((await as.outra.get(`/api/settings/lists/${id}/entries`)).status).toBe(404);
    expect((await as.outra.delete(`/api/settings/lists/${id}`)).status).toBe(404);
    await expect(recipientsOf(id, await accountIdOf(db(), 'Outra Empresa'))).rejects.toMatchObject({
      code: 'lists.notFound',
    });
    const renamed = await as.gestor.put(`/api/settings/lists/${id}`, { title: 'Grande 2' });
    expect(renamed.body.list.title).toBe('Grande 2');
    expect((await as.gestor.delete(`/api/settings/lists/${id}`)).status).toBe(200);
    expect((await as.gestor.get(`/api/settings/lists/${id}`)).body.error.code).toBe('lists.notFound');
  });

  it('lets managers and above manage lists, not attendants', async () => {
    expect((await as.atendente.get('/api/settings/lists')).status).toBe(403);
    expect((await as.admin.get('/api/settings/lists')).status).toBe(200);
    const outraLists = (await as.outra.get('/api/settings/lists')).body.lists;
    expect(outraLists.every((list: { title: string }) => list.title !== 'Clientes VIP')).toBe(true);
  });
});
