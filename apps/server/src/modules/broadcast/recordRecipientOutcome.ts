import type { AppServices } from '../../app/services.ts';
import { sendsRecorderOf } from './recordSendsTogether.ts';

type Services = Pick<AppServices, 'database'>;

// Each outcome is written only over the claim that sent it (same attempt count, still waiting): a
// worker whose lease ran out and whose recipient another worker took over writes nothing, and a
// provider status that already recorded the send (applyRecipientStatus) is not undone.
interface Claim {
  id: string;
  attempts: number;
}

// Written together with the sends accepted meanwhile (recordSendsTogether).
export async function recordRecipientSent(
  services: Services,
  claim: Claim,
  providerMessageId: string,
  at: Date,
) {
  await sendsRecorderOf(services.database).record({
    id: claim.id,
    attempts: claim.attempts,
    providerMessageId,
    at: at.toISOString(),
  });
}

// A transient refusal, or a claim too old to send on: waiting again, due at `nextAttemptAt`.
export async function recordRecipientRetry(services: Services, claim: Claim, nextAttemptAt: Date) {
  await services.database.query(
    `update broadcast_recipients set next_attempt_at = $3::timestamptz, locked_until = null
     where id = $1 and attempts = $2 and state = 'waiting'`,
    [claim.id, claim.attempts, nextAttemptAt.toISOString()],
    { prepare: true },
  );
}

// Claims let go unsent, all in one statement: a stopped dispatch's recipients that a worker held,
// waiting again and free for the run's end to end them (endStoppedRecipients).
export async function releaseRecipients(services: Services, claims: Claim[]) {
  if (claims.length === 0) return;
  await services.database.query(
    `update broadcast_recipients r set locked_until = null
     from unnest($1::text[], $2::int[]) as released(id, attempts)
     where r.id = released.id and r.attempts = released.attempts and r.state = 'waiting'`,
    [claims.map((claim) => claim.id), claims.map((claim) => claim.attempts)],
  );
}

// A permanent refusal (or transient ones past the retry window): failed with the spec's code, at
// `at` (the statistics count it in that minute).
export async function recordRecipientFailed(services: Services, claim: Claim, code: string, at: Date) {
  await services.database.query(
    `update broadcast_recipients set state = 'failed', reason = $3, failed_at = $4::timestamptz,
       locked_until = null
     where id = $1 and attempts = $2 and state = 'waiting'`,
    [claim.id, claim.attempts, code, at.toISOString()],
    { prepare: true },
  );
}

// An e-mail's refusal by the relay: a hard bounce (5xx), or a soft one (4xx) still refused after
// its 72 hours of retries, with its delivery code (emailHardBounce, emailSoftBounce).
export async function recordRecipientBounced(
  services: Services,
  claim: Claim,
  state: 'softBounce' | 'hardBounce',
  code: string,
  at: Date,
) {
  await services.database.query(
    `update broadcast_recipients set state = $3, reason = $4, failed_at = $5::timestamptz, locked_until = null
     where id = $1 and attempts = $2 and state = 'waiting'`,
    [claim.id, claim.attempts, state, code, at.toISOString()],
    { prepare: true },
  );
}
