import {
  metaProvider,
  type SimulatorChannels,
  type SimulatorCustomerKind,
  simulatorCustomerProblem,
  simulatorCustomerRuleOf,
} from '@prosa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../shared/session/useMe.ts';
import { useSimulatorChannels } from '../../shared/simulator/useSimulatorChannels.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../shared/ui/FormField.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { PhoneThread } from './components/PhoneThread.tsx';
import './components/simulator.css';

// A customer of each kind to start with, and the example each field shows (simulatorCustomers.ts).
const exampleCustomers: Record<SimulatorCustomerKind, string> = {
  phone: '5511999990000',
  telegramChatId: '880012345',
  psid: '7000000000000001',
  igsid: '17841400000000001',
  email: 'cliente@example.com',
};

type SimulatorChannel = SimulatorChannels['channels'][number];
// Meta's one provider serves Messenger and Instagram: those channels are named by their type.
const providerKey = (channel: SimulatorChannel) =>
  channel.provider === metaProvider ? channel.type : channel.provider;

// /settings/simulator (demo mode): play a customer of one of the account's channels on the provider
// sandbox, with no provider account. Everything the thread shows is rendered as text.
export default function SimulatorPage() {
  const { t } = useTranslation('simulator');
  const me = useMe().data;
  const channels = useSimulatorChannels(me);
  const formId = useId();
  const [chosenId, setChosenId] = useState<string | null>(null);
  // Each kind of customer keeps its own value while the administrator switches channels.
  const [customers, setCustomers] = useState(exampleCustomers);
  const [profileName, setProfileName] = useState(t('defaultProfileName'));
  const channel = channels.data?.find((c) => c.id === chosenId) ?? channels.data?.[0] ?? null;
  const type = channel?.type ?? 'whatsapp';
  const { kind } = simulatorCustomerRuleOf(type);
  const customer = customers[kind];
  const problem = simulatorCustomerProblem(type, customer);

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
                    {t('channelOption', { name: c.name, provider: t(`providers.${providerKey(c)}`) })}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id={`${formId}-customer`}
              label={type === 'whatsapp' ? t('customer') : t(`customerOf.${type}`)}
              hint={kind === 'phone' ? t('customerHint') : t(`customerHintOf.${kind}`)}
              error={problem ? t(`errors:${problem}`) : null}
            >
              <input
                id={`${formId}-customer`}
                className="p-input"
                inputMode={kind === 'email' ? 'email' : 'numeric'}
                value={customer}
                placeholder={exampleCustomers[kind]}
                aria-invalid={problem !== null}
                onChange={(event) => {
                  const value = event.target.value.trim();
                  setCustomers((current) => ({ ...current, [kind]: value }));
                }}
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
          {problem === null && (
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
