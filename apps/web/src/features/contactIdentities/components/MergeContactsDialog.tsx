import type { ContactType } from '@prosa/contracts';
import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue.ts';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useContactIdentities } from '../api/useContactIdentities.ts';
import { useMergeCandidates } from '../api/useMergeCandidates.ts';
import { useMergeContacts } from '../api/useMergeContacts.ts';
import { channelLabel } from '../channelLabel.ts';
import './contactIdentities.css';

interface Props {
  kept: { id: string; name: string; type: ContactType };
  onClose: () => void;
  onMerged: (otherName: string) => void;
}

interface Chosen {
  id: string;
  name: string;
}

// Merging a duplicate into the open contact: find the other one by name, e-mail or phone, then
// confirm after reading what happens to it (the server does it all in one transaction).
export function MergeContactsDialog({ kept, onClose, onMerged }: Props) {
  const { t } = useTranslation('contactIdentities');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const q = useDebouncedValue(search.trim(), 300);
  const candidates = useMergeCandidates(kept.type, q);
  const merge = useMergeContacts(kept.id);
  const others = (candidates.data?.items ?? []).filter((item) => item.id !== kept.id);
  const nameOf = (name: string) => name || t('merge.unnamed');

  const footer = chosen
    ? [
        <Button key="back" onClick={() => setChosen(null)} disabled={merge.isPending}>
          {t('merge.back')}
        </Button>,
        <Button
          key="merge"
          type="primary"
          danger
          loading={merge.isPending}
          onClick={() => merge.mutate(chosen.id, { onSuccess: () => onMerged(nameOf(chosen.name)) })}
        >
          {t('merge.confirm')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          {t('merge.cancel')}
        </Button>,
      ];

  return (
    <Modal open title={t('merge.title')} onCancel={onClose} footer={footer} destroyOnHidden>
      {chosen ? (
        <MergeConfirmation keptName={nameOf(kept.name)} other={{ ...chosen, name: nameOf(chosen.name) }} />
      ) : (
        <>
          <Input.Search
            aria-label={t('merge.search')}
            placeholder={t('merge.search')}
            allowClear
            autoFocus
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ErrorAlert error={candidates.error} />
          {q !== '' && candidates.isSuccess && others.length === 0 && <p>{t('merge.noResults')}</p>}
          <ul className="contact-merge-candidates">
            {others.map((item) => (
              <li key={item.id}>
                <Button
                  type="link"
                  aria-label={t('merge.choose', { name: nameOf(item.name) })}
                  onClick={() => {
                    merge.reset();
                    setChosen({ id: item.id, name: item.name });
                  }}
                >
                  {nameOf(item.name)}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <ErrorAlert error={merge.error} />
    </Modal>
  );
}

function MergeConfirmation({ keptName, other }: { keptName: string; other: Chosen }) {
  const { t } = useTranslation('contactIdentities');
  const identities = useContactIdentities(other.id);
  const items = identities.data?.items ?? [];
  return (
    <>
      <p>{t('merge.keep', { kept: keptName })}</p>
      <p>{t('merge.consequences', { kept: keptName, other: other.name })}</p>
      {items.length > 0 && (
        <>
          <p>{t('merge.otherIdentities')}</p>
          <ul aria-label={t('merge.otherIdentities')}>
            {items.map((identity) => (
              <li key={`${identity.channel} ${identity.externalId}`}>
                {channelLabel(t, identity.channel)}: {identity.externalId}
              </li>
            ))}
          </ul>
        </>
      )}
      <ErrorAlert error={identities.error} />
    </>
  );
}
