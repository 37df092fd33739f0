import { baseLimits } from '@prosa/contracts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { fetchPublicFile, type ResolveHost } from '../flows/index.ts';

export interface SpreadsheetSource {
  // SPREADSHEET_CSV_URL: {id} and {page} are filled in.
  urlTemplate: string;
  // Outside production the sandbox's fake service lives on loopback, which is then accepted.
  isProduction: boolean;
  resolveHost?: ResolveHost;
}

export const spreadsheetUrl = (template: string, spreadsheetId: string, pageName: string) =>
  template
    .replaceAll('{id}', encodeURIComponent(spreadsheetId))
    .replaceAll('{page}', encodeURIComponent(pageName));

// A spreadsheet's page as CSV bytes from the spreadsheet service, through the SSRF guard
// (fetchPublicFile: every hop checked), so a configured or redirected URL cannot reach the internal
// network. Anything but a CSV answer (an error status, a sign-in page for an unshared sheet, a
// timeout) is `bases.spreadsheetUnreachable`.
export async function fetchSpreadsheetCsv(
  source: SpreadsheetSource,
  spreadsheetId: string,
  pageName: string,
): Promise<Buffer> {
  const response = await fetchPublicFile({
    url: spreadsheetUrl(source.urlTemplate, spreadsheetId, pageName),
    accept: 'text/csv',
    maxBytes: baseLimits.maxBytes,
    isProduction: source.isProduction,
    ...(source.resolveHost ? { resolveHost: source.resolveHost } : {}),
  });
  if (!response.ok)
    throw new CatalogueError(
      response.reason === 'tooLarge' ? 'bases.fileTooLarge' : 'bases.spreadsheetUnreachable',
    );
  const isHtml = String(response.headers['content-type'] ?? '').includes('html');
  if (response.status !== 200 || isHtml) throw new CatalogueError('bases.spreadsheetUnreachable');
  return response.body;
}
