import type { ContactType } from '@prosa/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/formatDateTime.ts';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { useContactIdentities } from '../api/useContactIdentities.ts';
import { channelLabel } from '../channelLabel.ts';
import { MergeContactsDialog } from './MergeContactsDialog.tsx';

interface Props {
  contact: { id: string; name: string; type: ContactType };
  mayMerge: boolean;
}

// The contact page's "Channel identities": how each channel knows the contact (a webchat visitor,
// an e-mail, a phone), and the way to merge a duplicate into it.
export function ContactIdentitiesPanel({ contact, mayMerge }: Props) {
  const { t, i18n } = useTranslation('contactIdentities');
  const identities = useContactIdentities(contact.id);
  const [isMerging, setMerging] = useState(false);
  const [mergedName, setMergedName] = useState<string | null>(null);
  const items = identities.data?.items ?? [];

  return (
    <Panel title={t('panel.title')}>
      <p>{t('panel.intro')}</p>
      {mergedName !== null && <Notice type="success" title={t('merge.done', { other: mergedName })} />}
      <ErrorAlert error={identities.error} />
      {identities.isSuccess && items.length === 0 && <p>{t('panel.empty')}</p>}
      {items.length > 0 && (
        <ul aria-label={t('panel.title')}>
          {items.map((identity) => (
            <li key={`${identity.channel} ${identity.externalId}`}>
              <strong>{channelLabel(t, identity.channel)}</strong>: {identity.externalId}{' '}
              <small>{t('panel.since', { date: formatDateTime(identity.createdAt, i18n.language) })}</small>
            </li>
          ))}
        </ul>
      )}
      {mayMerge && (
        <Button
          onClick={() => {
            setMergedName(null);
            setMerging(true);
          }}
        >
          {t('panel.merge')}
        </Button>
      )}
      {isMerging && (
        <MergeContactsDialog
          kept={contact}
          onClose={() => setMerging(false)}
          onMerged={(name) => {
            setMerging(false);
            setMergedName(name);
          }}
        />
      )}
    </Panel>
  );
}
