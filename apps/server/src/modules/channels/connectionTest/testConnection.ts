import type { ConnectionTestResult } from '@prosa/contracts';
import type { RequestContext } from '../../../app/authentication.ts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { adapterFor } from '../adapters/adapterFor.ts';
import { type HttpFetch, ProviderError } from '../adapters/ChannelAdapter.ts';
import { findAccountChannel, toAdapterChannel } from '../channelRepository.ts';

// The installation tab's connection test: the adapter's cheap authenticated call with the stored
// credentials. A provider's refusal is the answer (its code and message), not a failed request.
export async function testConnection(
  ctx: RequestContext,
  channelId: string,
  secretKey: Buffer,
  publicUrl: string,
  http: HttpFetch = fetch,
): Promise<ConnectionTestResult> {
  const row = await findAccountChannel(ctx.db, ctx.accountId, channelId);
  if (!row) throw new CatalogueError('generic.notFound');
  const adapter = adapterFor(row.type, row.provider);
  if (!adapter?.checkConnection) return { ok: false, code: 'unsupported', message: null };
  try {
    await adapter.checkConnection(toAdapterChannel(row, secretKey, publicUrl), http);
    return { ok: true, code: null, message: null };
  } catch (error) {
    if (error instanceof ProviderError) return { ok: false, code: error.code, message: error.message };
    // A network failure (refused, DNS, timeout) says the base URL cannot be reached.
    return { ok: false, code: 'network', message: error instanceof Error ? error.message : null };
  }
}
