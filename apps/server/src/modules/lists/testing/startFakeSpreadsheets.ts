import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the spreadsheet service's CSV export (Google's
// /spreadsheets/d/{id}/gviz/tq?tqx=out:csv&sheet={page}): a page's CSV as text/csv, a sheet that is
// not shared as the HTML sign-in page, an unknown spreadsheet as 404. Pages not set answer the
// default CSV, so tests may invent pages freely.
export async function startFakeSpreadsheets(defaultCsv = 'Nome,Cidade\nAna,Recife\n') {
  const pages = new Map<string, string>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url.pathname + url.search);
    const id = /^\/spreadsheets\/d\/([^/]+)\/gviz\/tq$/.exec(url.pathname)?.[1];
    if (!id || url.searchParams.get('tqx') !== 'out:csv' || id.startsWith('missing')) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<html>Not found</html>');
      return;
    }
    if (id.startsWith('private')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html>Sign in</html>');
      return;
    }
    const csv = pages.get(`${id}/${url.searchParams.get('sheet') ?? ''}`) ?? defaultCsv;
    response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(csv);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // SPREADSHEET_CSV_URL for a test server.
    urlTemplate: `http://127.0.0.1:${port}/spreadsheets/d/{id}/gviz/tq?tqx=out:csv&sheet={page}`,
    requests,
    setPage: (spreadsheetId: string, pageName: string, csv: string) =>
      pages.set(`${spreadsheetId}/${pageName}`, csv),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
