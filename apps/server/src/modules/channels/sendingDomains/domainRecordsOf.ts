import { sendingDomainRecords } from '@prosa/domain';
import type { Env } from '../../../app/env.ts';
import type { SendingDomainRow } from './sendingDomainRepository.ts';

// The records a domain asks for, with this deployment's SPF include and tracking host.
export const domainRecordsOf = (
  row: SendingDomainRow,
  env: Pick<Env, 'EMAIL_SPF_INCLUDE' | 'EMAIL_TRACKING_HOST'>,
) =>
  sendingDomainRecords(row, { spfInclude: env.EMAIL_SPF_INCLUDE, trackingTarget: env.EMAIL_TRACKING_HOST });
