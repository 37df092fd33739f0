import type { SendingDomain } from '@prosa/contracts';
import type { Env } from '../../../app/env.ts';
import { domainRecordsOf } from './domainRecordsOf.ts';
import type { SendingDomainRow } from './sendingDomainRepository.ts';

// A domain as the panel sees it: never its private key.
export const toSendingDomain = (row: SendingDomainRow, env: Env): SendingDomain => ({
  id: row.id,
  name: row.name,
  status: row.status,
  records: domainRecordsOf(row, env),
  emails: row.emails,
  checkedAt: row.checkedAt?.toISOString() ?? null,
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
});
