import type { BotSummary, ChannelSummary, WhatsappProvider } from '@prosa/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../../shared/ui/FormField.tsx';
import { useDeleteChannel } from '../api/useDeleteChannel.ts';
import { useSaveChannel } from '../api/useSaveChannel.ts';
import { buildChannelConfig } from '../model/buildChannelConfig.ts';
import { providerFields } from '../model/providerFields.ts';
import type { ProviderChoice } from '../model/providerOptions.ts';
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
        <fieldset className="channels-fieldset">
          <legend>{t('whatsapp.configuration', { provider: t(`providers.${choice}`) })}</legend>
          <FormField id={`${formId}-name`} label={t('whatsapp.name')}>
            <input
              id={`${formId}-name`}
              className="p-input"
              value={name}
              maxLength={100}
              required
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>
          {fields.map((field) => {
            const id = `${formId}-${field.key}`;
            const isStored = field.isSecret && storedSecrets.includes(field.key);
            return (
              <FormField key={field.key} id={id} label={t(`fields.${field.key}`)}>
                <input
                  id={id}
                  className="p-input"
                  type={field.isSecret ? 'password' : 'text'}
                  autoComplete={field.isSecret ? 'new-password' : 'off'}
                  value={values[field.key] ?? ''}
                  placeholder={isStored ? t('whatsapp.stored') : field.defaultValue}
                  onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
                />
              </FormField>
            );
          })}
        </fieldset>
      )}
      <ErrorAlert error={save.error ?? remove.error} />
      <div className="p-row">
        <button
          type="submit"
          className="p-button p-button-primary"
          disabled={save.isPending || remove.isPending || (!channel && !isProvider(choice))}
        >
          {t('whatsapp.save')}
        </button>
        <span role="status" className="p-secondary">
          {isSaved && t('whatsapp.saved')}
        </span>
      </div>
    </form>
  );
}
