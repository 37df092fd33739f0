import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { fetchSpreadsheetCsv } from './fetchSpreadsheetCsv.ts';
import { startFakeSpreadsheets } from './testing/startFakeSpreadsheets.ts';

// /settings/bases (issue 18): databases from a CSV file or a spreadsheet's page read through the
// SSRF guard; invalid ID, duplicate base and duplicate page refused (campaigns §5).
describe('spreadsheet bases (/api/settings/bases)', () => {
  let server: TestServer;
  let sheets: Awaited<ReturnType<typeof startFakeSpreadsheets>>;
  let gestor: ApiClient;
  let outra: ApiClient;
  const sheetId = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
  const csv = { 'content-type': 'text/csv', 'x-file-name': 'produtos.csv' };

  beforeAll(async () => {
    sheets = await startFakeSpreadsheets();
    server = await startTestServer({ SPREADSHEET_CSV_URL: sheets.urlTemplate });
    gestor = (await signIn(server.url, 'gestor@prosa.demo')).client;
    outra = (await signIn(server.url, 'admin@outra.demo')).client;
  });
  afterAll(async () => {
    await server?.close();
    await sheets?.close();
  });

  it("reads a spreadsheet's page, and again later adding to its rows when the replace-data flag is off", async () => {
    sheets.setPage(sheetId, 'Preços 2026', 'Produto,Preço\nCafé,10\nPão,2\n');
    const created = await gestor.post('/api/settings/bases', {
      name: 'Preços',
      spreadsheetId: sheetId,
      pageName: 'Preços 2026',
      replaceData: false,
    });
    expect(created.status).toBe(200);
    expect(created.body.base).toMatchObject({
      name: 'Preços',
      source: 'spreadsheet',
      spreadsheetId: sheetId,
      pageName: 'Preços 2026',
      replaceData: false,
      columns: ['Produto', 'Preço'],
      rowCount: 2,
    });
    expect(sheets.requests.at(-1)).toBe(
      `/spreadsheets/d/${sheetId}/gviz/tq?tqx=out:csv&sheet=Pre%C3%A7os%202026`,
    );
    const id = created.body.base.id;
    sheets.setPage(sheetId, 'Preços 2026', 'Produto,Preço\nLeite,5\n');
    const appended = await gestor.post(`/api/settings/bases/${id}/refresh`);
    expect(appended.body.base.rowCount).toBe(3);
    const rows = await gestor.get(`/api/settings/bases/${id}/rows`);
    expect(rows.body).toEqual({
      columns: ['Produto', 'Preço'],
      items: [
        { position: 0, cells: ['Café', '10'] },
        { position: 1, cells: ['Pão', '2'] },
        { position: 2, cells: ['Leite', '5'] },
      ],
      next: null,
    });
    expect((await outra.get(`/api/settings/bases/${id}/rows`)).status).toBe(404);
    expect((await outra.post(`/api/settings/bases/${id}/refresh`)).status).toBe(404);
  });

  it('refuses an invalid ID, a duplicate base name and a duplicate page with the spec texts', async () => {
    const base = { name: 'Estoque', spreadsheetId: `${sheetId}X`, pageName: 'Página1', replaceData: true };
    expect((await gestor.post('/api/settings/bases', base)).status).toBe(200);
    const answers = await Promise.all([
      gestor.post('/api/settings/bases', { ...base, name: 'Outra', spreadsheetId: 'curto' }),
      gestor.post('/api/settings/bases', { ...base, name: 'Outra', spreadsheetId: `${sheetId}/../x` }),
      gestor.post('/api/settings/bases', { ...base, name: ' estoque ', pageName: 'Página2' }),
      gestor.post('/api/settings/bases', { ...base, name: 'Outra' }),
      gestor.post('/api/settings/bases', { ...base, name: '' }),
      gestor.post('/api/settings/bases', { ...base, name: 'Outra', pageName: '' }),
    ]);
    expect(answers.map((a) => `${a.status} ${a.body.error?.code}`)).toEqual([
      '400 bases.spreadsheetIdInvalid',
      '400 bases.spreadsheetIdInvalid',
      '409 bases.nameTaken',
      '409 bases.pageTaken',
      '400 bases.nameRequired',
      '400 bases.pageNameRequired',
    ]);
    const pt = await gestor.request(
      'POST',
      '/api/settings/bases',
      { ...base, name: 'Outra' },
      {
        'accept-language': 'pt-BR',
      },
    );
    expect(pt.body.error.message).toBe('Esta página da planilha já está em outra base.');
    // Another account may use the same name and page.
    expect((await outra.post('/api/settings/bases', base)).status).toBe(200);
  });

  it('answers a sheet that is not shared or does not exist as unreachable', async () => {
    const base = { name: 'Privada', pageName: 'P', replaceData: true };
    const answers = await Promise.all([
      gestor.post('/api/settings/bases', { ...base, spreadsheetId: `private${sheetId}` }),
      gestor.post('/api/settings/bases', { ...base, spreadsheetId: `missing${sheetId}` }),
    ]);
    expect(answers.map((a) => `${a.status} ${a.body.error?.code}`)).toEqual([
      '502 bases.spreadsheetUnreachable',
      '502 bases.spreadsheetUnreachable',
    ]);
  });

  it('fetches through the SSRF guard: a production server never reaches loopback or private addresses', async () => {
    const refused = (urlTemplate: string) =>
      fetchSpreadsheetCsv({ urlTemplate, isProduction: true }, sheetId, 'P').catch((error: unknown) =>
        error instanceof CatalogueError ? error.code : error,
      );
    expect(await refused(sheets.urlTemplate)).toBe('bases.spreadsheetUnreachable');
    expect(await refused('http://169.254.169.254/latest/{id}')).toBe('bases.spreadsheetUnreachable');
    expect(await refused('file:///etc/{id}')).toBe('bases.spreadsheetUnreachable');
    expect(
      await fetchSpreadsheetCsv(
        {
          urlTemplate: 'https://sheets.example/{id}',
          isProduction: true,
          resolveHost: async () => [{ address: '10.0.0.1', family: 4 }],
        },
        sheetId,
        'P',
      ).catch((error: CatalogueError) => error.code),
    ).toBe('bases.spreadsheetUnreachable');
  });

  it('imports a CSV file as a base, refusing bad files and a refresh of it', async () => {
    const upload = (name: string, body: string, fileName = 'produtos.csv') =>
      gestor.request('POST', `/api/settings/bases/import?name=${encodeURIComponent(name)}`, body, {
        ...csv,
        'x-file-name': fileName,
      });
    const created = await upload('Produtos', 'Código;Nome\n1;Café\n2;Chá\n');
    expect(created.body.base).toMatchObject({
      source: 'csv',
      spreadsheetId: null,
      rowCount: 2,
      columns: ['Código', 'Nome'],
    });
    const answers = await Promise.all([
      upload('Produtos', 'a,b\n1,2\n'),
      upload('Vazia', ''),
      upload('Vazia', 'a,b\n'),
      upload('Planilha', 'a,b\n1,2\n', 'x.xlsx'),
      upload('Quebrada', 'a,b\n"1,2\n'),
      gestor.post(`/api/settings/bases/${created.body.base.id}/refresh`),
    ]);
    expect(answers.map((a) => `${a.status} ${a.body.error?.code}`)).toEqual([
      '409 bases.nameTaken',
      '400 bases.fileEmpty',
      '400 bases.fileEmpty',
      '415 bases.fileTypeInvalid',
      '400 bases.fileUnreadable',
      '400 bases.notSpreadsheet',
    ]);
    const listed = (await gestor.get('/api/settings/bases')).body.bases.map((b: { name: string }) => b.name);
    expect(listed).toContain('Produtos');
    expect((await outra.delete(`/api/settings/bases/${created.body.base.id}`)).status).toBe(404);
    expect((await gestor.delete(`/api/settings/bases/${created.body.base.id}`)).status).toBe(200);
    expect((await gestor.get(`/api/settings/bases/${created.body.base.id}/rows`)).body.error.code).toBe(
      'bases.notFound',
    );
  });
});
