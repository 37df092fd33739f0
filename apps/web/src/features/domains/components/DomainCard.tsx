import type { SendingDomain } from '@prosa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../../shared/ui/FormField.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import {
  useDeleteSendingDomain,
  useSaveDomainEmails,
  useVerifySendingDomain,
} from '../api/useSendingDomainActions.ts';
import { DomainRecordsTable } from './DomainRecordsTable.tsx';

// One domain: its status, the records to publish, "verify now", the e-mails allowed to send from it
// (typed without the domain, spec §5) and its deletion.
export function DomainCard({ domain }: { domain: SendingDomain }) {
  const { t } = useTranslation('domains');
  const emailsId = useId();
  const [emails, setEmails] = useState(domain.emails.join(', '));
  const verify = useVerifySendingDomain();
  const save = useSaveDomainEmails();
  const remove = useDeleteSendingDomain();
  const typed = emails
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);
  return (
    <Panel title={domain.name}>
      <p role="status">
        {t('status.label')}: <strong>{t(`status.${domain.status}`)}</strong>
      </p>
      {domain.status === 'waiting' && <p className="p-hint">{t('status.waitingHint')}</p>}
      <DomainRecordsTable domain={domain} />
      <ErrorAlert error={verify.error ?? save.error ?? remove.error} />
      <div className="p-row">
        {domain.status === 'waiting' && (
          <button
            type="button"
            className="p-button"
            disabled={verify.isPending}
            onClick={() => verify.mutate(domain.id)}
          >
            {t('verify')}
          </button>
        )}
        <button
          type="button"
          className="p-button"
          disabled={remove.isPending}
          aria-label={t('delete', { name: domain.name })}
          onClick={() => {
            if (window.confirm(t('deleteConfirm', { name: domain.name }))) remove.mutate(domain.id);
          }}
        >
          {t('deleteShort')}
        </button>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ id: domain.id, emails: typed });
        }}
      >
        <FormField id={emailsId} label={t('emails.label')} hint={t('emails.hint', { name: domain.name })}>
          <input
            id={emailsId}
            className="p-input"
            value={emails}
            onChange={(event) => setEmails(event.target.value)}
          />
        </FormField>
        <button type="submit" className="p-button" disabled={save.isPending}>
          {t('emails.save')}
        </button>
      </form>
    </Panel>
  );
}
