import { access, mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../app/newId.ts';
import { accounts, contactEvents, contactImports, contacts, users } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { startCrmTestServer } from '../../testing/startCrmTestServer.ts';
import type { TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';
import { findContactImport } from './contactImportRepository.ts';
import { importFilePath } from './importFilePath.ts';
import { importBatchSize, runContactImport } from './runContactImport.ts';

// Sends the raw file as the panel does: the body is the file, its name in X-File-Name.
async function upload(
  client: ApiClient,
  name: string,
  content: string | Buffer,
  query: Record<string, string> = {},
  contentType = 'text/csv',
) {
  const search = new URLSearchParams({ type: 'person', keyBehaviour: 'keep', ...query });
  const response = await fetch(`${client.baseUrl}/api/contact-imports?${search}`, {
    method: 'POST',
    headers: {
      cookie: client.cookieHeader(),
      'x-csrf-token': client.csrfToken ?? '',
      'content-type': contentType,
      'x-file-name': encodeURIComponent(name),
    },
    body: typeof content === 'string' ? content : new Uint8Array(content),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape the endpoint answers
  return { status: response.status, body: (await response.json()) as any };
}

async function download(client: ApiClient, params: Record<string, string>) {
  const response = await fetch(`${client.baseUrl}/api/contacts/export?${new URLSearchParams(params)}`, {
    headers: { cookie: client.cookieHeader() },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('CRM import and export', () => {
  let server: TestServer;
  let admin: ApiClient;
  let attendant: ApiClient;
  let junior: ApiClient;
  let other: ApiClient;
  let demoAccountId = '';
  let ids: Record<string, string> = {};
  beforeAll(async () => {
    ({ server, admin, attendant, junior, other, ids } = await startCrmTestServer());
    const [account] = await db()
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.name, 'Prosa Demo'));
    demoAccountId = account?.id ?? '';
  });
  afterAll(() => server?.close());

  const db = () => server.services.database.db;
  const finished = (client: ApiClient, id: string) =>
    until(
      async () => {
        const found = (await client.get(`/api/contact-imports/${id}`)).body;
        return found.status === 'done' || found.status === 'failed' ? found : null;
      },
      { tries: 300, intervalMs: 100 },
    );
  const contactByEmail = async (email: string) =>
    (
      await db()
        .select()
        .from(contacts)
        .where(and(eq(contacts.email, email), eq(contacts.accountId, demoAccountId)))
    )[0];
  const importCount = async () =>
    Number((await db().select({ n: sql<number>`count(*)::int` }).from(contactImports))[0]?.n);

  it('imports the good rows, skipping and reporting the bad one, as a job with progress', async () => {
    const csv = [
      'Nome;E-mail;WhatsApp;CPF;Cidade;Coluna desconhecida',
      'Ana Import;ana.import@exemplo.com;(11) 91234-5678;529.982.247-25;Recife;x',
      'Bruno Import;não é e-mail;;;Natal;y',
      '"Carla; Import";carla.import@exemplo.com;;;"São Paulo";',
      'Davi Import;davi.import@exemplo.com;;;;',
    ].join('\r\n');
    const started = await upload(admin, 'clientes.csv', csv, { listName: 'Feira 2026' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      type: 'person',
      name: 'clientes.csv',
      listName: 'Feira 2026',
      author: { name: 'Ana Administradora' },
      keyBehaviour: 'keep',
      totalRows: 4,
    });
    expect(['queued', 'running', 'done']).toContain(started.body.status);
    const done = await finished(admin, started.body.id);
    expect(done).toMatchObject({
      status: 'done',
      processedRows: 4,
      importedCount: 3,
      createdCount: 3,
      errorCount: 1,
      errors: [{ row: 3, column: 'E-mail', section: 'Dados cadastrais', code: 'contacts.emailInvalid' }],
    });
    expect(await contactByEmail('ana.import@exemplo.com')).toMatchObject({
      name: 'Ana Import',
      phone: '+5511912345678',
      fields: { [ids.cpf as string]: '52998224725', [ids.city as string]: 'Recife' },
    });
    expect((await admin.get('/api/contacts?type=person&q=Bruno%20Import')).body.total).toBe(0);
    const listed = (await admin.get('/api/contacts?type=person&q=Import')).body;
    expect(listed.items.map((item: { name: string }) => item.name).sort()).toEqual([
      'Ana Import',
      'Carla; Import',
      'Davi Import',
    ]);
    // The imported list is a tag on its contacts.
    const tag = (await admin.get('/api/settings/tags')).body.tags.find(
      (t: { title: string }) => t.title === 'Feira 2026',
    );
    expect(listed.items.every((item: { tagIds: string[] }) => item.tagIds.includes(tag.id))).toBe(true);
    const history = (await admin.get('/api/contact-imports?type=person')).body.items;
    expect(history[0]).toMatchObject({ id: started.body.id, status: 'done' });
  });

  it('keeps the stored values of a contact matched by a key field, filling only empty ones', async () => {
    const existing = (
      await admin.post('/api/contacts', {
        type: 'person',
        values: { [ids.name as string]: 'Elisa Antiga', [ids.email as string]: 'elisa@exemplo.com' },
      })
    ).body;
    const csv = 'nome,email,cidade\nElisa Nova,ELISA@exemplo.com,Olinda\n';
    const done = await finished(admin, (await upload(admin, 'keep.csv', csv)).body.id);
    expect(done).toMatchObject({ status: 'done', importedCount: 1, createdCount: 0, updatedCount: 1 });
    const row = await contactByEmail('elisa@exemplo.com');
    expect(row).toMatchObject({
      id: existing.id,
      name: 'Elisa Antiga',
      fields: { [ids.city as string]: 'Olinda' },
    });
  });

  it('replaces the stored values when asked, recording the changes on the timeline', async () => {
    const existing = (
      await admin.post('/api/contacts', {
        type: 'person',
        values: {
          [ids.name as string]: 'Fábio Antigo',
          [ids.email as string]: 'fabio@exemplo.com',
          [ids.city as string]: 'Natal',
        },
      })
    ).body;
    const csv =
      'Nome,E-mail,Cidade\nFábio Novo,fabio@exemplo.com,\nFábio Novíssimo,fabio@exemplo.com,Caicó\n';
    const done = await finished(
      admin,
      (await upload(admin, 'replace.csv', csv, { keyBehaviour: 'replace' })).body.id,
    );
    expect(done).toMatchObject({ status: 'done', importedCount: 2, updatedCount: 1, createdCount: 0 });
    const row = await contactByEmail('fabio@exemplo.com');
    // The later row wins; an empty cell never clears a value.
    expect(row).toMatchObject({
      id: existing.id,
      name: 'Fábio Novíssimo',
      fields: { [ids.city as string]: 'Caicó' },
    });
    const events = await db().select().from(contactEvents).where(eq(contactEvents.contactId, existing.id));
    expect(events.filter((event) => event.data.importId === done.id).map((event) => event.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'Nome', old: 'Fábio Antigo', new: 'Fábio Novíssimo' }),
        expect.objectContaining({ field: 'Cidade', old: 'Natal', new: 'Caicó' }),
      ]),
    );
  });

  it('reads XLSX files', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Contatos');
    sheet.addRow(['Nome', 'E-mail', 'Data de nascimento']);
    sheet.addRow(['Gabi Planilha', 'gabi@exemplo.com', new Date(Date.UTC(1991, 2, 4))]);
    sheet.addRow([{ richText: [{ text: 'Hugo ' }, { text: 'Planilha' }] }, 'hugo@exemplo.com', null]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const started = await upload(admin, 'planilha.xlsx', content, {}, 'application/octet-stream');
    expect(started.status).toBe(200);
    expect(await finished(admin, started.body.id)).toMatchObject({
      status: 'done',
      importedCount: 2,
      errorCount: 0,
    });
    expect(await contactByEmail('gabi@exemplo.com')).toMatchObject({
      name: 'Gabi Planilha',
      fields: { [ids.birth_date as string]: '1991-03-04' },
    });
    expect((await contactByEmail('hugo@exemplo.com'))?.name).toBe('Hugo Planilha');
  });

  it('refuses unusable files with a catalogue error, writing nothing', async () => {
    const before = await importCount();
    const refusals: [string, string | Buffer, string][] = [
      ['foto.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'contactImport.fileTypeInvalid'],
      ['falso.csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]), 'contactImport.fileTypeInvalid'],
      ['falso.xlsx', 'Nome\nAna\n', 'contactImport.fileTypeInvalid'],
      ['vazio.csv', '', 'contactImport.fileEmpty'],
      ['cabecalho.csv', 'Nome,E-mail\n\n', 'contactImport.fileEmpty'],
      ['semnome.csv', 'E-mail\nsemnome@exemplo.com\n', 'contactImport.nameColumnMissing'],
      ['linhas.csv', `Nome\n${'x\n'.repeat(200_001)}`, 'contactImport.tooManyRows'],
      ['grande.csv', `Nome\n${'a'.repeat(20 * 1024 * 1024)}`, 'contactImport.fileTooLarge'],
    ];
    for (const [name, content, code] of refusals) {
      const refused = await upload(admin, name, content);
      expect(refused.status, name).toBeGreaterThanOrEqual(400);
      expect(refused.status, name).toBeLessThan(500);
      expect(refused.body.error.code, name).toBe(code);
    }
    const badOption = await upload(admin, 'a.csv', 'Nome\nA\n', { keyBehaviour: 'merge' });
    expect(badOption.body.error.code).toBe('contactImport.keyBehaviourInvalid');
    expect(await importCount()).toBe(before);
    expect((await admin.get('/api/contacts?type=person&q=semnome')).body.total).toBe(0);
  });

  it('resumes an interrupted import after its last recorded batch', async () => {
    const [author] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@prosa.demo'));
    const id = newId();
    // As a restart leaves it: running, the first batch written and recorded.
    const lines = Array.from({ length: importBatchSize + 2 }, (_, i) => `Retomada ${i + 1}`);
    await mkdir(dirname(importFilePath(server.env.DATA_DIR, demoAccountId, id)), { recursive: true });
    await writeFile(importFilePath(server.env.DATA_DIR, demoAccountId, id), `Nome\n${lines.join('\n')}\n`);
    await db()
      .insert(contactImports)
      .values({
        id,
        accountId: demoAccountId,
        type: 'person',
        name: 'retomada.csv',
        listName: '',
        authorId: author?.id ?? null,
        fileFormat: 'csv',
        keyBehaviour: 'keep',
        status: 'running',
        totalRows: lines.length,
        processedRows: importBatchSize,
        importedCount: importBatchSize,
        createdCount: importBatchSize,
      });
    await runContactImport(server.services, id);
    expect(await findContactImport(db(), demoAccountId, id)).toMatchObject({
      status: 'done',
      processedRows: importBatchSize + 2,
      importedCount: importBatchSize + 2,
      createdCount: importBatchSize + 2,
    });
    const names = (await admin.get('/api/contacts?type=person&q=Retomada')).body.items.map(
      (item: { name: string }) => item.name,
    );
    expect(names.sort()).toEqual([`Retomada ${importBatchSize + 1}`, `Retomada ${importBatchSize + 2}`]);
    // The file is gone once the import ends.
    await expect(access(importFilePath(server.env.DATA_DIR, demoAccountId, id))).rejects.toThrow();
  });

  it('keeps imports within the account and to those who may edit contacts', async () => {
    const demoImport = (await admin.get('/api/contact-imports?type=person')).body.items[0];
    expect((await other.get(`/api/contact-imports/${demoImport.id}`)).status).toBe(404);
    expect((await other.get('/api/contact-imports?type=person')).body.items).toEqual([]);
    // The same e-mail in another account is another contact there; Prosa Demo's stays as it was.
    const done = await finished(
      other,
      (
        await upload(other, 'outra.csv', 'Nome,E-mail\nAna Outra,ana.import@exemplo.com\n', {
          keyBehaviour: 'replace',
        })
      ).body.id,
    );
    expect(done).toMatchObject({ status: 'done', createdCount: 1, updatedCount: 0 });
    expect((await contactByEmail('ana.import@exemplo.com'))?.name).toBe('Ana Import');
    expect((await upload(junior, 'j.csv', 'Nome\nJ\n')).status).toBe(403);
    expect((await download(junior, { type: 'person' })).status).toBe(403);
  });

  it('exports the filtered list as CSV with a BOM, formula cells guarded, hidden fields left out', async () => {
    const secret = (
      await admin.post('/api/crm/fields', {
        sectionId: ids.registration,
        name: 'Limite de crédito',
        token: 'limite_credito',
        type: 'text',
        permissions: { view: ['administrator', 'manager'], edit: ['administrator'] },
      })
    ).body;
    await admin.post('/api/contacts', {
      type: 'person',
      values: {
        [ids.name as string]: '=HYPERLINK("http://mal")',
        [ids.email as string]: 'formula@exemplo.com',
        [secret.id]: 'R$ 9.999',
      },
    });
    await admin.post('/api/contacts', {
      type: 'person',
      values: { [ids.name as string]: 'Fora do filtro', [ids.email as string]: 'fora@exemplo.com' },
    });
    const filters = JSON.stringify([{ fieldId: ids.email, condition: 5, value: 'formula@' }]);
    const asAdmin = await download(admin, { type: 'person', filters, format: 'csv' });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('content-type')).toContain('text/csv');
    expect(asAdmin.headers.get('content-disposition')).toMatch(/attachment; filename="people-.*\.csv"/);
    expect([...asAdmin.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = asAdmin.bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Limite de crédito');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://mal"")"`);
    expect(lines[1]).toContain('formula@exemplo.com');
    expect(lines[1]).toContain('R$ 9.999');
    const asAttendant = (await download(attendant, { type: 'person', filters })).bytes.toString('utf8');
    expect(asAttendant).toContain('formula@exemplo.com');
    expect(asAttendant).not.toContain('Limite de crédito');
    expect(asAttendant).not.toContain('9.999');
    expect(asAttendant).not.toContain('fora@exemplo.com');
  });

  it('exports XLSX with values as text and refuses bad parameters before writing', async () => {
    const xlsx = await download(admin, {
      type: 'person',
      q: 'Import',
      format: 'xlsx',
      sort: 'name',
      order: 'desc',
    });
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const names: unknown[] = [];
    sheet?.eachRow((row) => names.push(row.getCell(1).value));
    expect(names).toEqual(['Nome', 'Davi Import', 'Carla; Import', 'Ana Import']);
    const badFormat = await download(admin, { type: 'person', format: 'pdf' });
    expect(badFormat.status).toBe(400);
    expect(JSON.parse(badFormat.bytes.toString()).error.code).toBe('contactImport.exportFormatInvalid');
    const badFilter = await download(admin, {
      type: 'person',
      filters: '[{"fieldId":1,"condition":"drop"}]',
    });
    expect(JSON.parse(badFilter.bytes.toString()).error.code).toBe('contacts.filterInvalid');
  });
});
