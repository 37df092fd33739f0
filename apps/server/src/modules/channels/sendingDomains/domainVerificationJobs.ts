import type PgBoss from 'pg-boss';
import type { AppServices } from '../../../app/services.ts';
import type { Database } from '../../../db/database.ts';
import { checkDomainRecords } from './checkDomainRecords.ts';
import type { DnsResolver } from './dnsResolver.ts';
import { findSendingDomain } from './sendingDomainRepository.ts';

export const domainVerificationQueue = 'sendingDomains.verify';
interface DomainVerification {
  accountId: string;
  domainId: string;
}

// DNS propagation takes minutes to hours: a new domain's check is a job that fails while a record
// is missing, and pg-boss retries it with backoff (DOMAIN_VERIFY_RETRY_SECONDS doubling, 20 times:
// about three days at the 5-minute default before the job gives up; "verify now" still works).
const retryLimit = 20;

const queues = new WeakMap<Database, PgBoss>();

export async function startDomainVerificationJobs(
  services: AppServices,
  boss: PgBoss,
  resolver: DnsResolver,
  pollingIntervalSeconds: number,
) {
  queues.set(services.database, boss);
  await boss.createQueue(domainVerificationQueue);
  await boss.work<DomainVerification>(domainVerificationQueue, { pollingIntervalSeconds }, async (jobs) => {
    for (const { data } of jobs) {
      const row = await findSendingDomain(services.database.db, data.accountId, data.domainId);
      if (!row || row.status === 'verified') continue;
      const checked = await checkDomainRecords(services, resolver, row);
      if (checked.status !== 'verified')
        throw new Error(`the DNS records of ${row.name} are not published yet`);
    }
  });
}

// Queues the check of a new domain; a process running no jobs leaves it to "verify now".
export async function queueDomainVerification(
  services: Pick<AppServices, 'database' | 'env'>,
  job: DomainVerification,
) {
  const boss = queues.get(services.database);
  const retryDelay = services.env.DOMAIN_VERIFY_RETRY_SECONDS;
  await boss?.send(domainVerificationQueue, job, {
    retryLimit,
    retryDelay,
    retryBackoff: true,
    startAfter: retryDelay,
  });
}
