import type { AppServices } from '../../../app/services.ts';

// An RCS message to a number that cannot receive RCS goes by the channel's SMS fallback, when its
// configuration names one: its outbox row moves to that SMS channel, due now, and the delivery sends
// it there like any SMS (numbered text for a flow's buttons; the SMS provider's statuses find it by
// that channel). The configuration is read as stored now (the delivery's copy of the channel may be
// older), and only an SMS channel of the same account takes it. False: no fallback, it fails.
export async function rerouteToSmsFallback(
  services: Pick<AppServices, 'database' | 'clock'>,
  messageId: string,
): Promise<boolean> {
  const { rows } = await services.database.query<{ message_id: string }>(
    `update channel_outbox o set channel_id = sms.id, state = 'pending', next_attempt_at = $2::timestamptz,
       locked_until = null, attempts = 0
     from channels rcs, channels sms
     where o.message_id = $1 and o.state = 'sending'
       and rcs.id = o.channel_id and rcs.account_id = o.account_id
       and sms.id = rcs.config->>'smsFallbackChannelId' and sms.account_id = o.account_id and sms.type = 'sms'
     returning o.message_id`,
    [messageId, services.clock.now().toISOString()],
  );
  return rows.length > 0;
}
