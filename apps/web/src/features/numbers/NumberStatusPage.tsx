import type { PhoneLookup } from '@prosa/contracts';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../shared/ui/FormField.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useNumberStatus } from './api/useNumberStatus.ts';
import { type NumberAction, useNumberStatusAction } from './api/useNumberStatusAction.ts';
import { NumberHistoryTable } from './components/NumberHistoryTable.tsx';
import { NumberLookupForm } from './components/NumberLookupForm.tsx';
import './components/numbers.css';

const knownBlockReasons = ['messageFlood', 'pointReturns', 'repeatedJumps', 'manual'];

// /settings/status (spec campaigns §4, §5): a number's WhatsApp status, looked up by country and
// national number, and its reset, block and unblock with a reason, kept in its history.
export default function NumberStatusPage() {
  const { t } = useTranslation('numbers');
  const [lookup, setLookup] = useState<PhoneLookup | null>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const status = useNumberStatus(lookup);
  const change = useNumberStatusAction();
  const result = status.data;
  const isBlocked = result?.status === 'blocked';
  const actions: NumberAction[] = isBlocked ? ['reset', 'unblock'] : ['reset', 'block'];

  const run = (action: NumberAction) => {
    if (lookup) change.mutate({ action, lookup, reason }, { onSuccess: () => setReason('') });
  };

  return (
    <Panel title={t('status.title')}>
      <NumberLookupForm
        onLookUp={(next) => {
          change.reset();
          setLookup(next);
        }}
      />
      <ErrorAlert error={status.error ?? change.error} />
      {result && (
        <section className="numbers-result" aria-label={t('status.result')}>
          <dl>
            <dt>{t('status.number')}</dt>
            <dd>+{result.number}</dd>
            <dt>{t('status.contact')}</dt>
            <dd>{result.contact ? result.contact.name || t('status.unnamed') : t('status.noContact')}</dd>
            <dt>{t('status.status')}</dt>
            <dd>{t(`statuses.${result.status}`)}</dd>
            {result.blockReason && (
              <>
                <dt>{t('status.blockReason')}</dt>
                <dd>
                  {knownBlockReasons.includes(result.blockReason)
                    ? t(`blockReasons.${result.blockReason}`)
                    : result.blockReason}
                </dd>
              </>
            )}
          </dl>
          <div className="numbers-actions">
            <FormField id={reasonId} label={t('status.reason')}>
              <Input.TextArea
                id={reasonId}
                rows={2}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </FormField>
            {actions.map((action) => (
              <Button
                key={action}
                danger={action === 'block'}
                loading={change.isPending && change.variables?.action === action}
                onClick={() => run(action)}
              >
                {t(`action.${action}`)}
              </Button>
            ))}
          </div>
          <h3>{t('history.title')}</h3>
          <NumberHistoryTable history={result.history} />
        </section>
      )}
    </Panel>
  );
}
