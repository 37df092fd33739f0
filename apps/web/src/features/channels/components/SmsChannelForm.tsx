import { type BotSummary, type ChannelSummary, type SmsProvider, smsProviders } from '@prosa/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteChannel } from '../api/useDeleteChannel.ts';
import { useSaveChannel } from '../api/useSaveChannel.ts';
import { buildChannelConfig } from '../model/buildChannelConfig.ts';
import { smsProviderFields } from '../model/smsProviderFields.ts';
import { ChannelFormActions } from './ChannelFormActions.tsx';
import { ProviderConfigFieldset } from './ProviderConfigFieldset.tsx';
import { ProviderFieldInputs } from './ProviderFieldInputs.tsx';

interface Props {
  bot: BotSummary;
  channel: ChannelSummary | null;
}

type Choice = SmsProvider | 'disabled';
const isProvider = (choice: Choice): choice is SmsProvider => choice !== 'disabled';

// The chatbot's SMS channel: Twilio or a generic HTTP gateway, and its configuration. Secrets are
// never shown back: a stored one shows as a "stored" placeholder, and an empty field keeps it.
export function SmsChannelForm({ bot, channel }: Props) {
  const { t } = useTranslation('channels');
  const formId = useId();
  const [choice, setChoice] = useState<Choice>((channel?.provider as SmsProvider | undefined) ?? 'disabled');
  const [name, setName] = useState(channel?.name ?? `SMS ${bot.name}`);
  const [values, setValues] = useState<Record<string, string>>(channel?.config ?? {});
  const [isSaved, setIsSaved] = useState(false);
  const save = useSaveChannel();
  const remove = useDeleteChannel();
  const fields = isProvider(choice) ? smsProviderFields[choice] : [];
  const storedSecrets = channel?.provider === choice ? channel.storedSecrets : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaved(false);
    if (isProvider(choice)) {
      await save.mutateAsync({
        channelId: channel?.id ?? null,
        type: 'sms',
        provider: choice,
        name: name.trim(),
        botId: bot._id,
        config: buildChannelConfig(fields, values),
      });
    } else if (channel) {
      await remove.mutateAsync(channel.id);
    }
    setIsSaved(true);
  };

  return (
    <form aria-label={t('sms.form')} onSubmit={(event) => submit(event).catch(() => undefined)}>
      <fieldset className="channels-fieldset">
        <legend>{t('sms.provider')}</legend>
        {(['disabled', ...smsProviders] as const).map((option) => (
          <label key={option} className="channels-radio">
            <input
              type="radio"
              name={`${formId}-sms-provider`}
              value={option}
              checked={choice === option}
              onChange={() => setChoice(option)}
            />
            {t(`providers.${option}`)}
          </label>
        ))}
      </fieldset>
      {isProvider(choice) && (
        <ProviderConfigFieldset formId={formId} provider={choice} name={name} onNameChange={setName}>
          <ProviderFieldInputs
            formId={formId}
            fields={fields}
            values={values}
            storedSecrets={storedSecrets}
            labelKey={(key) => `smsFields.${key}`}
            onChange={setValues}
          />
        </ProviderConfigFieldset>
      )}
      <ChannelFormActions
        error={save.error ?? remove.error}
        isDisabled={save.isPending || remove.isPending || (!channel && !isProvider(choice))}
        saveLabel={t('sms.save')}
        isSaved={isSaved}
      />
    </form>
  );
}
