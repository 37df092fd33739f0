import { baseLimits } from '@prosa/contracts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { classifyAddress, type ResolveHost, resolveTarget, sendPinnedRequest } from '../flows/index.ts';

export interface SpreadsheetSource {
  // SPREADSHEET_CSV_URL: {id} and {page} are filled in.
  urlTemplate: string;
  // Outside production the sandbox's fake service lives on loopback, which is then accepted.
  isProduction: boolean;
  resolveHost?: ResolveHost;
}

const timeoutMs = 30_000;
const maxRedirects = 3;

export const spreadsheetUrl = (template: string, spreadsheetId: string, pageName: string) =>
  template
    .replaceAll('{id}', encodeURIComponent(spreadsheetId))
    .replaceAll('{page}', encodeURIComponent(pageName));

// A spreadsheet's page as CSV bytes from the spreadsheet service. Every hop (redirects included)
// goes through the flows' SSRF guard (resolveTarget: public addresses only, the connection pinned
// to the checked address), so a configured or redirected URL cannot reach the internal network.
// Anything but a CSV answer (an error status, a sign-in page for an unshared sheet, a timeout) is
// `bases.spreadsheetUnreachable`.
export async function fetchSpreadsheetCsv(
  source: SpreadsheetSource,
  spreadsheetId: string,
  pageName: string,
): Promise<Buffer> {
  const guard = (address: string) => {
    const kind = classifyAddress(address);
    return kind === 'public' || (!source.isProduction && kind === 'loopback');
  };
  const signal = AbortSignal.timeout(timeoutMs);
  let url = spreadsheetUrl(source.urlTemplate, spreadsheetId, pageName);
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const target = await resolveTarget(url, guard, source.resolveHost);
    if (!target.ok) throw new CatalogueError('bases.spreadsheetUnreachable');
    const response = await sendPinnedRequest({
      url: target.url,
      address: target.address,
      family: target.family,
      method: 'GET',
      headers: { accept: 'text/csv' },
      body: undefined,
      signal,
      maxResponseBytes: baseLimits.maxBytes,
    });
    if (!response.ok) {
      throw new CatalogueError(
        response.reason === 'tooLarge' ? 'bases.fileTooLarge' : 'bases.spreadsheetUnreachable',
      );
    }
    const location = response.headers.location;
    if (response.status >= 300 && response.status < 400 && location) {
      const next = URL.parse(location, target.url);
      if (!next) throw new CatalogueError('bases.spreadsheetUnreachable');
      url = next.href;
      continue;
    }
    const isHtml = String(response.headers['content-type'] ?? '').includes('html');
    if (response.status !== 200 || isHtml) throw new CatalogueError('bases.spreadsheetUnreachable');
    return response.body;
  }
  throw new CatalogueError('bases.spreadsheetUnreachable');
}
