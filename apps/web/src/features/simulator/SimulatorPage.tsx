import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../shared/session/useMe.ts';
import { useSimulatorChannels } from '../../shared/simulator/useSimulatorChannels.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../shared/ui/FormField.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { PhoneThread } from './components/PhoneThread.tsx';
import './components/simulator.css';

const defaultCustomer = '5511999990000';

// /settings/simulator (demo mode): play a customer of one of the account's channels on the provider
// sandbox, with no provider account. Everything the thread shows is rendered as text.
export default function SimulatorPage() {
  const { t } = useTranslation('simulator');
  const me = useMe().data;
  const channels = useSimulatorChannels(me);
  const formId = useId();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [customer, setCustomer] = useState(defaultCustomer);
  const [profileName, setProfileName] = useState(t('defaultProfileName'));
  const channel = channels.data?.find((c) => c.id === chosenId) ?? channels.data?.[0] ?? null;
  const isCustomerValid = /^\d{8,15}$/.test(customer);

  return (
    <Panel title={t('title')}>
      <p className="p-secondary">{t('intro')}</p>
      <ErrorAlert error={channels.error} />
      {channels.isPending && <p role="status">{t('loading')}</p>}
      {channels.data?.length === 0 && <p>{t('noChannels')}</p>}
      {channel && (
        <div className="simulator-layout">
          <div className="simulator-controls">
            <FormField id={`${formId}-channel`} label={t('channel')}>
              <select
                id={`${formId}-channel`}
                className="p-input"
                value={channel.id}
                onChange={(event) => setChosenId(event.target.value)}
              >
                {channels.data?.map((c) => (
                  <option key={c.id} value={c.id}>
                    {t('channelOption', { name: c.name, provider: t(`providers.${c.provider}`) })}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id={`${formId}-customer`}
              label={t('customer')}
              hint={t('customerHint')}
              error={isCustomerValid ? null : t('errors:simulator.customerInvalid')}
            >
              <input
                id={`${formId}-customer`}
                className="p-input"
                inputMode="numeric"
                value={customer}
                aria-invalid={!isCustomerValid}
                onChange={(event) => setCustomer(event.target.value.trim())}
              />
            </FormField>
            <FormField id={`${formId}-profile`} label={t('profileName')}>
              <input
                id={`${formId}-profile`}
                className="p-input"
                value={profileName}
                maxLength={100}
                onChange={(event) => setProfileName(event.target.value)}
              />
            </FormField>
          </div>
          {isCustomerValid && (
            <PhoneThread
              key={`${channel.id}:${customer}`}
              channel={channel}
              customer={customer}
              profileName={profileName.trim() || undefined}
            />
          )}
        </div>
      )}
    </Panel>
  );
}
