import { isRecordPublished } from '@prosa/domain';
import type { AppServices } from '../../../app/services.ts';
import type { DnsResolver } from './dnsResolver.ts';
import { domainRecordsOf } from './domainRecordsOf.ts';
import { type SendingDomainRow, updateSendingDomainRow } from './sendingDomainRepository.ts';

// Looks every record of the domain up and records the outcome: verified once all are published.
// Answers the row as stored.
export async function checkDomainRecords(
  services: Pick<AppServices, 'database' | 'env' | 'clock'>,
  resolver: DnsResolver,
  row: SendingDomainRow,
) {
  const results = await Promise.all(
    domainRecordsOf(row, services.env).map(async (record) => {
      const answers =
        record.type === 'TXT'
          ? await resolver.resolveTxt(record.host)
          : await resolver.resolveCname(record.host);
      return isRecordPublished(record, answers);
    }),
  );
  const now = services.clock.now();
  const updated = await updateSendingDomainRow(services.database.db, row.accountId, row.id, {
    checkedAt: now,
    ...(results.every(Boolean) ? { status: 'verified' as const, verifiedAt: now } : {}),
  });
  return updated ?? row;
}
