import {
  levels,
  type OptOutChannel,
  type OptOutPermanence,
  optOutChannels,
  optOutPermanences,
  type PhoneLookup,
} from '@prosa/contracts';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../shared/session/useMe.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../shared/ui/FormField.tsx';
import { NativeSelect } from '../../shared/ui/NativeSelect.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useAccountBots } from './api/useAccountBots.ts';
import { useChangeOptOut } from './api/useChangeOptOut.ts';
import { useOptOuts } from './api/useOptOuts.ts';
import { useSetOptOutPermanence } from './api/useSetOptOutPermanence.ts';
import { NumberLookupForm } from './components/NumberLookupForm.tsx';
import { OptOutRecordsTable } from './components/OptOutRecordsTable.tsx';
import './components/numbers.css';

// /settings/optout (spec campaigns §3, §4, §9): the records, a number's opt-out and reset by hand
// with a reason, and the permanence, which masters alone change.
export default function OptOutPage() {
  const { t } = useTranslation('numbers');
  const me = useMe().data;
  const [lookup, setLookup] = useState<PhoneLookup | null>(null);
  const [channel, setChannel] = useState<OptOutChannel>('whatsapp');
  const [botId, setBotId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [permanenceId, channelId, botFieldId, reasonId] = [useId(), useId(), useId(), useId()];
  const records = useOptOuts(lookup);
  const bots = useAccountBots();
  const change = useChangeOptOut();
  const permanence = useSetOptOutPermanence();
  const isMaster = (me?.level ?? levels.junior) <= levels.master;

  const submit = (condition: 'optOut' | 'optIn') => {
    if (lookup)
      change.mutate({ condition, lookup, channel, botId, reason }, { onSuccess: () => setReason('') });
  };

  return (
    <Panel title={t('optOut.title')}>
      <FormField id={permanenceId} label={t('optOut.permanence')}>
        <NativeSelect<OptOutPermanence>
          id={permanenceId}
          aria-label={t('optOut.permanence')}
          disabled={!isMaster || permanence.isPending}
          value={records.data?.permanence}
          onChange={(value) => permanence.mutate(value)}
          options={optOutPermanences.map((value) => ({ value, label: t(`permanence.${value}`) }))}
        />
      </FormField>
      {!isMaster && <p className="p-hint">{t('optOut.permanenceMasterOnly')}</p>}
      <NumberLookupForm
        onLookUp={(next) => {
          change.reset();
          setLookup(next);
        }}
      />
      <ErrorAlert error={records.error ?? change.error ?? permanence.error} />
      {lookup && records.isSuccess && (
        <section className="numbers-actions" aria-label={t('optOut.change')}>
          <FormField id={channelId} label={t('records.channel')}>
            <NativeSelect<OptOutChannel>
              id={channelId}
              aria-label={t('records.channel')}
              value={channel}
              onChange={setChannel}
              options={optOutChannels.map((value) => ({ value, label: t(`channels.${value}`) }))}
            />
          </FormField>
          <FormField id={botFieldId} label={t('records.chatbot')}>
            <NativeSelect<string | null>
              id={botFieldId}
              aria-label={t('records.chatbot')}
              value={botId}
              onChange={setBotId}
              options={[
                { value: null, label: t('optOut.noChatbot') },
                ...(bots.data ?? []).map((bot) => ({ value: bot._id, label: bot.name })),
              ]}
            />
          </FormField>
          <FormField id={reasonId} label={t('records.reason')}>
            <Input.TextArea
              id={reasonId}
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <Button danger loading={change.isPending} onClick={() => submit('optOut')}>
            {t('optOut.insert')}
          </Button>
          <Button loading={change.isPending} onClick={() => submit('optIn')}>
            {t('optOut.reset')}
          </Button>
        </section>
      )}
      <OptOutRecordsTable
        records={records.data?.records ?? []}
        isLoading={records.isPending}
        now={Date.now()}
      />
    </Panel>
  );
}
