import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../shared/ui/FormField.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useAddSendingDomain } from './api/useSendingDomainActions.ts';
import { useSendingDomains } from './api/useSendingDomains.ts';
import { DomainCard } from './components/DomainCard.tsx';
import './components/domains.css';

// /settings/domains (spec campaigns §3–§5): the domains e-mail is sent from. Adding one makes its
// DKIM key; the page lists the records to publish; the domain turns verified once DNS has them.
export default function DomainsPage() {
  const { t } = useTranslation('domains');
  const nameId = useId();
  const [name, setName] = useState('');
  const domains = useSendingDomains();
  const add = useAddSendingDomain();
  return (
    <>
      <Panel title={t('title')}>
        <p className="p-hint">{t('intro')}</p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(name, { onSuccess: () => setName('') });
          }}
        >
          <FormField id={nameId} label={t('name')}>
            <input
              id={nameId}
              className="p-input"
              value={name}
              placeholder="empresa.com.br"
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>
          <button type="submit" className="p-button p-button-primary" disabled={add.isPending}>
            {t('add')}
          </button>
        </form>
        <ErrorAlert error={add.error ?? domains.error} />
        {domains.isLoading && <p>{t('loading')}</p>}
        {domains.data?.domains.length === 0 && <p>{t('empty')}</p>}
      </Panel>
      {domains.data?.domains.map((domain) => (
        <DomainCard key={domain.id} domain={domain} />
      ))}
    </>
  );
}
