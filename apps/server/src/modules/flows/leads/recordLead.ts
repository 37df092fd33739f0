import { languages } from '@prosa/contracts';
import type { Effect } from '@prosa/flow-engine';
import { newId } from '../../../app/newId.ts';
import type { AppServices } from '../../../app/services.ts';
import { attachContactKeys } from '../../contactIdentities/index.ts';
import { visitorContactName } from '../../webchat/index.ts';
import { fillContact, insertLead } from './leadRepository.ts';

type LeadEffect = Extract<Effect, { kind: 'lead' }>;

// A data collection counted a lead (the engine sends one only with an e-mail or a phone, spec §3):
// stored once per conversation and line, copied onto the conversation's contact where it lacks
// the data, then announced; the notice e-mail goes out from `mailLeadNotices`, off the flow's
// path, so a mail server's failure never reaches the customer's turn.
export async function recordLead(
  services: Pick<AppServices, 'database' | 'events' | 'clock'>,
  conversation: { id: string; accountId: string },
  effect: LeadEffect,
) {
  const { db } = services.database;
  const lead = {
    id: newId(),
    accountId: conversation.accountId,
    conversationId: conversation.id,
    line: effect.line,
    name: effect.name?.trim() ?? '',
    email: effect.email?.trim() || null,
    phone: effect.phone?.trim() || null,
    createdAt: services.clock.now(),
  };
  const stored = await insertLead(db, lead);
  if (!stored) return;
  if (stored.contactId) {
    // The lead's e-mail or phone may name a person the CRM already knows: the conversation (and
    // this lead) then move to that person before the data is copied (docs/decisions.md).
    const contactId = await attachContactKeys(db, {
      accountId: lead.accountId,
      contactId: stored.contactId,
      email: lead.email,
      phone: lead.phone,
    });
    await fillContact(db, {
      accountId: lead.accountId,
      contactId,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      unknownNames: languages.map((language) => visitorContactName(language, stored.visitorId)),
    });
  }
  services.events.emit('lead.created', {
    accountId: lead.accountId,
    leadId: lead.id,
    notifyEmail: effect.notifyEmail?.trim() || null,
  });
}
