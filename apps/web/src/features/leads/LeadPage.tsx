import type { LeadDetail } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../shared/format/formatDateTime.ts';
import { ChannelBadge } from '../../shared/ui/ChannelBadge.tsx';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useLead } from './api/useLead.ts';
import { contactPathOf, conversationPathOf } from './leadPaths.ts';
import './components/leads.css';
import { CollectedDataList } from '../../shared/ui/CollectedDataList.tsx';

// /people/{id}: one lead with its chatbot, the CRM contact it is linked to, its conversation and
// everything the bot collected there. Collected values are shown as text, never as markup.
export default function LeadPage() {
  const { t } = useTranslation('leads');
  const { id = '' } = useParams();
  const lead = useLead(id);
  return (
    <Panel title={lead.data?.name || t('detail.title')}>
      <p>
        <Link to="/people">{t('detail.back')}</Link>
      </p>
      {lead.error ? (
        <ErrorAlert error={lead.error} />
      ) : lead.data ? (
        <LeadDetails lead={lead.data} />
      ) : (
        <p>{t('loading')}</p>
      )}
    </Panel>
  );
}

function LeadDetails({ lead }: { lead: LeadDetail }) {
  const { t, i18n } = useTranslation('leads');
  return (
    <>
      <dl className="leads-detail">
        <dt>{t('list.email')}</dt>
        <dd>{lead.email ?? ''}</dd>
        <dt>{t('list.phone')}</dt>
        <dd>{lead.phone ?? ''}</dd>
        <dt>{t('detail.chatbot')}</dt>
        <dd>{lead.bot.name}</dd>
        <dt>{t('detail.collectedAt')}</dt>
        <dd>{formatDateTime(lead.createdAt, i18n.language)}</dd>
        <dt>{t('detail.line')}</dt>
        <dd>{lead.line}</dd>
        <dt>{t('detail.contact')}</dt>
        <dd>
          {lead.contact ? (
            <Link
              to={contactPathOf(lead.contact.type, lead.contact.id)}
              aria-label={t('list.openContact', { name: lead.contact.name })}
            >
              {lead.contact.name || t('list.unnamed')}
            </Link>
          ) : (
            t('detail.contactDeleted')
          )}
        </dd>
        <dt>{t('detail.conversation')}</dt>
        <dd>
          <Link
            to={conversationPathOf(lead.conversation.id)}
            aria-label={t('detail.openConversation', { protocol: lead.conversation.protocol })}
          >
            {lead.conversation.protocol}
          </Link>
        </dd>
        <dt>{t('detail.channel')}</dt>
        <dd>
          <ChannelBadge channel={lead.conversation.channel} withName />
        </dd>
      </dl>
      <h3>{t('detail.collected')}</h3>
      <CollectedDataList
        collected={lead.collected}
        empty={t('detail.noCollected')}
        className="leads-detail"
      />
    </>
  );
}
