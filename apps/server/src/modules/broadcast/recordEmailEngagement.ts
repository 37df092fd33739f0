import type { AppServices } from '../../app/services.ts';
import type { TrackingEvent } from './emailTracking.ts';

// An open or a click of a broadcast's e-mail: its first time is kept on the recipient, and the
// recipient moves forward only — sent → opened → clicked (a click is an open too, even when the
// pixel was blocked); a recipient that bounced or unsubscribed keeps that ending.
export async function recordEmailEngagement(
  services: Pick<AppServices, 'database' | 'clock'>,
  event: TrackingEvent,
) {
  const at = services.clock.now().toISOString();
  if (event.kind === 'open') {
    await services.database.query(
      `update broadcast_recipients set opened_at = coalesce(opened_at, $2::timestamptz),
         state = case when state = 'sent' then 'opened' else state end
       where id = $1 and email is not null`,
      [event.recipientId, at],
    );
    return;
  }
  await services.database.query(
    `update broadcast_recipients set opened_at = coalesce(opened_at, $2::timestamptz),
       clicked_at = coalesce(clicked_at, $2::timestamptz),
       state = case when state in ('sent', 'opened') then 'clicked' else state end
     where id = $1 and email is not null`,
    [event.recipientId, at],
  );
}
