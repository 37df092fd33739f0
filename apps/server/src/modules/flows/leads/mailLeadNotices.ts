import type { AppServices } from '../../../app/services.ts';
import { leadMail } from './leadMail.ts';
import { findLeadNotice } from './leadRepository.ts';

// Tells a data collection line's lead e-mail about each new lead, through the server's mailer. A
// failure is logged and dropped: the lead is stored, and the flow has long moved on.
export function mailLeadNotices(services: Pick<AppServices, 'database' | 'events' | 'mailer' | 'log'>) {
  services.events.on('lead.created', ({ accountId, leadId, notifyEmail }) => {
    if (!notifyEmail) return;
    findLeadNotice(services.database.db, accountId, leadId, notifyEmail)
      .then(async (notice) => {
        if (!notice) return;
        await services.mailer.send({ to: notifyEmail, ...leadMail(notice.language, notice) });
      })
      .catch((error: unknown) =>
        services.log.error({ err: error, accountId, leadId }, 'the notice e-mail of a lead failed'),
      );
  });
}
