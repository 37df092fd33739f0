import { Input } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callingCodeOf, phoneCountryCodes } from '../../../shared/phone/phoneCountryCodes.ts';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../../shared/ui/FormField.tsx';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import { TemplateFields } from './TemplateFields.tsx';
import { TemplateModal } from './TemplateModal.tsx';
import { useHsmChannels } from './useHsmChannels.ts';
import { useSendHsm } from './useSendHsm.ts';
import { useTemplateChoice } from './useTemplateChoice.ts';

// "Send a template (HSM)" in the live chat (spec core §2, §5): a WhatsApp channel, one of its
// templates with a field per variable and the preview, the country apart and the national number,
// the client's name. The server judges the number, the opt-in and the credits; a sent template opens
// its conversation, paused until the customer answers.
export default function HsmDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('live');
  const navigate = useNavigate();
  const ids = { channel: useId(), country: useId(), number: useId(), name: useId() };
  const channels = useHsmChannels();
  const [channelId, setChannelId] = useState<string | null>(null);
  const choice = useTemplateChoice(channelId);
  const send = useSendHsm();
  const [country, setCountry] = useState('BR');
  const [number, setNumber] = useState('');
  const [clientName, setClientName] = useState('');
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return phoneCountryCodes
      .map((code) => ({
        value: code as string,
        label: `${names.of(code) ?? code} (+${callingCodeOf(code)})`,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [i18n.language]);

  const submit = () => {
    if (!channelId || !choice.message) return;
    send.mutate(
      { channelId, country, number, clientName, template: choice.message },
      {
        onSuccess: (answer) => {
          onClose();
          navigate(`/live/${encodeURIComponent(answer.conversationId)}`);
        },
      },
    );
  };

  return (
    <TemplateModal title={t('hsm.title')} choice={choice} send={send} onSend={submit} onClose={onClose}>
      <FormField id={ids.channel} label={t('hsm.channel')}>
        <NativeSelect<string | null>
          id={ids.channel}
          value={channelId}
          onChange={(value) => {
            setChannelId(value);
            choice.choose(null);
          }}
          options={(channels.data?.channels ?? []).map((channel) => ({
            value: channel.id,
            label: channel.name,
          }))}
        />
      </FormField>
      {channelId && <TemplateFields channelId={channelId} choice={choice} />}
      <FormField id={ids.country} label={t('hsm.country')}>
        <NativeSelect<string> id={ids.country} value={country} onChange={setCountry} options={countries} />
      </FormField>
      <FormField id={ids.number} label={t('hsm.number')} hint={t('hsm.numberHint')}>
        <Input
          id={ids.number}
          type="tel"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
      </FormField>
      <FormField id={ids.name} label={t('hsm.clientName')}>
        <Input
          id={ids.name}
          value={clientName}
          maxLength={100}
          onChange={(event) => setClientName(event.target.value)}
        />
      </FormField>
      <ErrorAlert error={channels.error ?? send.error} />
    </TemplateModal>
  );
}
