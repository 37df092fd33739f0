import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { startCrmTestServer } from '../../testing/startCrmTestServer.ts';
import type { TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';

// The files spreadsheet programs really write (windows-1252, UTF-16, comma files with semicolons in
// their titles) and the export's cells a spreadsheet must not run, end to end through the server.
let server: TestServer;
let admin: ApiClient;
let ids: Record<string, string> = {};
beforeAll(async () => {
  ({ server, admin, ids } = await startCrmTestServer());
});
afterAll(() => server?.close());

async function importFile(name: string, content: Buffer) {
  const response = await fetch(`${admin.baseUrl}/api/contact-imports?type=person&keyBehaviour=keep`, {
    method: 'POST',
    headers: {
      cookie: admin.cookieHeader(),
      'x-csrf-token': admin.csrfToken ?? '',
      'content-type': 'text/csv',
      'x-file-name': encodeURIComponent(name),
    },
    body: new Uint8Array(content),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape the endpoint answers
  const body = (await response.json()) as any;
  if (response.status !== 200) return { status: response.status, body };
  const done = await until(
    async () => {
      const found = (await admin.get(`/api/contact-imports/${body.id}`)).body;
      return found.status === 'done' || found.status === 'failed' ? found : null;
    },
    { tries: 300, intervalMs: 100 },
  );
  return { status: 200, body: done };
}
const contactByEmail = async (email: string) =>
  (await server.services.database.db.select().from(contacts).where(eq(contacts.email, email)))[0];
const download = async (format: 'csv' | 'xlsx', q: string) =>
  Buffer.from(
    await (
      await fetch(
        `${admin.baseUrl}/api/contacts/export?type=person&format=${format}&q=${encodeURIComponent(q)}`,
        {
          headers: { cookie: admin.cookieHeader() },
        },
      )
    ).arrayBuffer(),
  );

describe('CRM import of real spreadsheet files', () => {
  it('reads a windows-1252 ";" file as Excel on Windows saves it', async () => {
    const content = Buffer.from(
      'Nome;E-mail;Cidade\r\nJosé Acentuado;jose.1252@exemplo.com;São Paulo\r\n',
      'latin1',
    );
    expect(content.includes(0xe9)).toBe(true);
    const imported = await importFile('windows.csv', content);
    expect(imported.body).toMatchObject({ status: 'done', createdCount: 1, errorCount: 0 });
    expect(await contactByEmail('jose.1252@exemplo.com')).toMatchObject({
      name: 'José Acentuado',
      fields: { [ids.city as string]: 'São Paulo' },
    });
  });

  it('reads a UTF-16LE tab-separated file with its BOM (Excel’s "Unicode text")', async () => {
    const content = Buffer.from(
      '\ufeffNome\tE-mail\r\nJoão Dezesseis\tjoao.utf16@exemplo.com\r\n',
      'utf16le',
    );
    const imported = await importFile('unicode.csv', content);
    expect(imported.body).toMatchObject({ status: 'done', createdCount: 1 });
    expect((await contactByEmail('joao.utf16@exemplo.com'))?.name).toBe('João Dezesseis');
  });

  it('splits a comma file on commas although its header holds more semicolons', async () => {
    const content = Buffer.from(
      'Nome,E-mail,Notas (ex.: a; b; c)\r\n"Vírgula, Ana",ana.virgula@exemplo.com,x; y\r\n',
      'utf8',
    );
    const imported = await importFile('virgulas.csv', content);
    expect(imported.body).toMatchObject({ status: 'done', createdCount: 1, errorCount: 0 });
    expect((await contactByEmail('ana.virgula@exemplo.com'))?.name).toBe('Vírgula, Ana');
  });

  it('refuses a file holding a NUL past its first bytes, writing nothing', async () => {
    const content = Buffer.from(`Nome\r\n${'Linha\r\n'.repeat(1000)}Nu\u0000l\r\n`, 'utf8');
    const refused = await importFile('nulo.csv', content);
    expect([refused.status, refused.body.error.code]).toEqual([400, 'generic.controlCharacter']);
  });
});

describe('CRM export a spreadsheet cannot run', () => {
  it('guards a formula after a ";" in CSV, writes it as text in XLSX, and imports it back unchanged', async () => {
    const name = 'Export x;=1+1';
    await admin.post('/api/contacts', {
      type: 'person',
      values: { [ids.name as string]: name, [ids.email as string]: 'formula.export@exemplo.com' },
    });
    const csv = await download('csv', 'Export x');
    const [header, row] = csv.toString('utf8').slice(1).split('\r\n');
    expect(row).toContain(`"Export x;'=1+1"`);
    // Split as pt-BR Excel does, on ';' and ignoring quotes: no piece starts a formula.
    for (const piece of `${header};${row}`.split(/[;,]/))
      expect(piece.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download('xlsx', 'Export x')) as unknown as ArrayBuffer);
    const cell = workbook.worksheets[0]?.getRow(2).getCell(1);
    expect(cell?.type).toBe(ExcelJS.ValueType.String);
    expect(cell?.value).toBe(name);

    await server.services.database.db
      .delete(contacts)
      .where(eq(contacts.email, 'formula.export@exemplo.com'));
    const again = await importFile('export.csv', csv);
    expect(again.body).toMatchObject({ status: 'done', createdCount: 1, errorCount: 0 });
    expect((await contactByEmail('formula.export@exemplo.com'))?.name).toBe(name);
  });
});
