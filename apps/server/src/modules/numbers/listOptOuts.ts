import {
  type OptOutChannel,
  type OptOutListResponse,
  type OptOutSource,
  optOutListLimit,
} from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { optOutEndsAt } from './isOptedOut.ts';
import { numberOf } from './numberOf.ts';
import { listOptOutRecords, permanenceOf, readPermanenceDays } from './optOutRepository.ts';

// /settings/optout: the account's newest records, or one number's (country and national number),
// each opt-out with its end under the permanence set now.
export async function listOptOuts(
  ctx: RequestContext,
  query: { country?: string; number?: string },
): Promise<OptOutListResponse> {
  const isLookup = Boolean(query.number);
  const number = isLookup ? numberOf({ country: query.country ?? '', number: query.number ?? '' }) : null;
  const days = await readPermanenceDays(ctx.db, ctx.accountId);
  const rows = await listOptOutRecords(ctx.db, ctx.accountId, number, optOutListLimit);
  return {
    permanence: permanenceOf(days),
    records: rows.map(({ record, botName }) => ({
      id: record.id,
      channel: record.channel as OptOutChannel,
      number: record.number,
      bot: record.botId ? { id: record.botId, name: botName ?? '' } : null,
      condition: record.condition as 'optOut' | 'optIn',
      source: record.source as OptOutSource,
      authorName: record.authorName,
      reason: record.reason,
      createdAt: record.createdAt.toISOString(),
      endsAt:
        record.condition === 'optOut' ? (optOutEndsAt(record.createdAt, days)?.toISOString() ?? null) : null,
    })),
  };
}
