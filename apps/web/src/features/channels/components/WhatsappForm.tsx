import type { BotSummary, ChannelSummary, WhatsappProvider } from '@prosa/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteChannel } from '../api/useDeleteChannel.ts';
import { useSaveChannel } from '../api/useSaveChannel.ts';
import { buildChannelConfig } from '../model/buildChannelConfig.ts';
import { providerFields } from '../model/providerFields.ts';
import type { ProviderChoice } from '../model/providerOptions.ts';
import { ChannelFormActions } from './ChannelFormActions.tsx';
import { ProviderConfigFieldset } from './ProviderConfigFieldset.tsx';
import { ProviderFieldInputs } from './ProviderFieldInputs.tsx';
import { ProviderRadios } from './ProviderRadios.tsx';

interface Props {
  bot: BotSummary;
  channel: ChannelSummary | null;
}

const isProvider = (choice: ProviderChoice): choice is WhatsappProvider =>
  choice === 'cloud' || choice === 'twilio' || choice === 'gupshup';

// The provider choice and its configuration. Secrets are never shown back: a stored one shows as a
// "stored" placeholder, and an empty field keeps it.
export function WhatsappForm({ bot, channel }: Props) {
  const { t } = useTranslation('channels');
  const formId = useId();
  const initial = (channel?.provider ?? 'disabled') as ProviderChoice;
  const [choice, setChoice] = useState<ProviderChoice>(initial);
  const [name, setName] = useState(channel?.name ?? `WhatsApp ${bot.name}`);
  const [values, setValues] = useState<Record<string, string>>(channel?.config ?? {});
  const [isSaved, setIsSaved] = useState(false);
  const save = useSaveChannel();
  const remove = useDeleteChannel();
  const fields = isProvider(choice) ? providerFields[choice] : [];
  const storedSecrets = channel?.provider === choice ? channel.storedSecrets : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaved(false);
    if (isProvider(choice)) {
      await save.mutateAsync({
        channelId: channel?.id ?? null,
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
    <form aria-label={t('whatsapp.form')} onSubmit={(event) => submit(event).catch(() => undefined)}>
      <ProviderRadios value={choice} onChange={setChoice} />
      {isProvider(choice) && (
        <ProviderConfigFieldset formId={formId} provider={choice} name={name} onNameChange={setName}>
          <ProviderFieldInputs
            formId={formId}
            fields={fields}
            values={values}
            storedSecrets={storedSecrets}
            labelKey={(key) => `fields.${key}`}
            onChange={setValues}
          />
        </ProviderConfigFieldset>
      )}
      <ChannelFormActions
        error={save.error ?? remove.error}
        isDisabled={save.isPending || remove.isPending || (!channel && !isProvider(choice))}
        saveLabel={t('whatsapp.save')}
        isSaved={isSaved}
      />
    </form>
  );
}
