import type { ConversationDetail } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { NumberStatusSection } from '../numberStatus/NumberStatusSection.tsx';
import { canManageNumberStatus } from '../numberStatus/numberStatusRows.ts';

// What the bot collected and the contact's fields, as label/value pairs; for managers and above,
// the contact's number status with its actions.
export function DataTab({ detail, viewerLevel }: { detail: ConversationDetail; viewerLevel: number }) {
  const { t } = useTranslation('live');
  const contact = detail.contact;
  const contactRows: Array<[string, string]> = contact
    ? [
        [t('data.name'), contact.name],
        [t('data.email'), contact.email ?? ''],
        [t('data.phone'), contact.phone ?? ''],
        ...Object.entries(contact.fields),
      ]
    : [];
  const location = [detail.location?.city, detail.location?.state, detail.location?.country]
    .filter(Boolean)
    .join(', ');
  const sessionRows: Array<[string, string]> = [
    [t('data.language'), detail.language],
    [t('data.device'), detail.device ?? ''],
    [t('data.location'), location],
  ];
  return (
    <div className="live-data">
      <Pairs title={t('data.collected')} rows={Object.entries(detail.collected)} empty={t('data.none')} />
      <Pairs title={t('data.contact')} rows={contactRows} empty={t('data.noContact')} />
      {contact && canManageNumberStatus(viewerLevel) && (
        <NumberStatusSection contactId={contact._id} roomChannel={detail.channel} />
      )}
      <Pairs title={t('data.session')} rows={sessionRows} empty={t('data.none')} />
    </div>
  );
}

function Pairs({ title, rows, empty }: { title: string; rows: Array<[string, string]>; empty: string }) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="live-tab-note">{empty}</p>
      ) : (
        <dl>
          {rows.map(([label, value]) => (
            <div key={label} className="live-data-row">
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
