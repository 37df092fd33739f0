import type { RequestContext } from '../../../app/authentication.ts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { AppServices } from '../../../app/services.ts';
import { checkDomainRecords } from './checkDomainRecords.ts';
import type { DnsResolver } from './dnsResolver.ts';
import { findSendingDomain } from './sendingDomainRepository.ts';
import { toSendingDomain } from './toSendingDomain.ts';

// "Verify now": the same look-ups as the job, answered at once; records still missing, or a DNS
// that does not answer, are the spec's "DNS not authenticated". A verified domain stays verified
// (its channels sign with it): it is answered as it is, with no look-up.
export async function verifySendingDomain(
  ctx: RequestContext,
  services: AppServices,
  resolver: DnsResolver,
  id: string,
) {
  const row = await findSendingDomain(ctx.db, ctx.accountId, id);
  if (!row) throw new CatalogueError('domains.notFound');
  if (row.status === 'verified') return { domain: toSendingDomain(row, services.env) };
  const checked = await checkDomainRecords(services, resolver, row).catch((error: unknown) => {
    services.log.warn({ err: error, domain: row.name }, 'the DNS look-ups of a sending domain failed');
    return row;
  });
  if (checked.status !== 'verified') throw new CatalogueError('domains.dnsNotAuthenticated');
  return { domain: toSendingDomain(checked, services.env) };
}
