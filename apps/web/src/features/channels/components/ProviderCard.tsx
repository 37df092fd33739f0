import type { BotSummary, ChannelProvider, ChannelSummary } from '@prosa/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useSaveChannel } from '../api/useSaveChannel.ts';
import { buildChannelConfig } from '../model/buildChannelConfig.ts';
import { type ProviderCardType, providerCards } from '../model/providerCards.ts';
import { ProviderFieldInputs } from './ProviderFieldInputs.tsx';

interface Props {
  type: ProviderCardType;
  bot: BotSummary;
  channel: ChannelSummary | null;
  // The account's channels (RCS chooses its SMS fallback among them).
  channels: ChannelSummary[];
}

// Connecting the chatbot to a channel by the credentials its provider gave (a Telegram bot's
// token, a Facebook page's or Instagram account's, an RCS agent's): the steps at the provider, the
// fields, save.
// Secrets are never shown again: a stored one is a placeholder, and an empty field keeps it.
export function ProviderCard({ type, bot, channel, channels }: Props) {
  const { t } = useTranslation('channels');
  const card = providerCards[type];
  const formId = useId();
  const [values, setValues] = useState<Record<string, string>>(channel?.config ?? {});
  const [isSaved, setIsSaved] = useState(false);
  const save = useSaveChannel();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaved(false);
    await save.mutateAsync({
      channelId: channel?.id ?? null,
      type,
      provider: card.provider as ChannelProvider,
      name: channel?.name ?? `${t(`${type}.title`)} ${bot.name}`,
      botId: bot._id,
      config: buildChannelConfig(card.fields, values),
    });
    const typedSecrets = card.fields.filter((field) => field.isSecret).map(({ key }) => [key, '']);
    setValues((current) => ({ ...current, ...Object.fromEntries(typedSecrets) }));
    setIsSaved(true);
  };

  return (
    <form
      aria-label={t(`${type}.form`)}
      className="channels-card"
      onSubmit={(event) => submit(event).catch(() => undefined)}
    >
      <h3>{t(`${type}.title`)}</h3>
      <ol className="p-secondary">
        {card.steps.map((step) => (
          <li key={step}>{t(`${type}.${step}`)}</li>
        ))}
      </ol>
      <ProviderFieldInputs
        formId={formId}
        fields={card.fields}
        values={values}
        storedSecrets={channel?.storedSecrets ?? []}
        labelKey={(key) => `fields.${key}`}
        requireSecrets
        channels={channels}
        onChange={setValues}
      />
      <ErrorAlert error={save.error} />
      <div className="p-row">
        <button type="submit" className="p-button p-button-primary" disabled={save.isPending}>
          {channel ? t(`${type}.save`) : t(`${type}.connect`)}
        </button>
        <span role="status" className="p-secondary">
          {isSaved && t(`${type}.saved`)}
        </span>
      </div>
    </form>
  );
}
