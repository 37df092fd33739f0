import type { ChannelSummary } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/ui/FormField.tsx';
import type { ProviderField } from '../model/providerFields.ts';

interface Props {
  formId: string;
  fields: ProviderField[];
  values: Record<string, string>;
  storedSecrets: string[];
  // The translation key of a field's label.
  labelKey: (key: string) => string;
  // Whether a secret not stored yet must be typed before saving (the provider cards; the WhatsApp
  // and SMS forms let the server name what is missing).
  requireSecrets?: boolean;
  // The account's channels, for a field that chooses one of them (channelOf).
  channels?: ChannelSummary[];
  onChange: (values: Record<string, string>) => void;
}

// A provider's configuration fields. A secret is never shown back: a stored one shows as a
// "stored" placeholder, and an empty field keeps it. A field with options is a choice among them;
// one that names a channel type, a choice among the account's channels of that type, or none.
export function ProviderFieldInputs({
  formId,
  fields,
  values,
  storedSecrets,
  labelKey,
  requireSecrets = false,
  channels = [],
  onChange,
}: Props) {
  const { t } = useTranslation('channels');
  return fields.map((field) => {
    const id = `${formId}-${field.key}`;
    const isStored = field.isSecret && storedSecrets.includes(field.key);
    const change = (value: string) => onChange({ ...values, [field.key]: value });
    return (
      <FormField key={field.key} id={id} label={t(labelKey(field.key))}>
        {field.channelOf ? (
          <select
            id={id}
            className="p-input"
            value={values[field.key] ?? ''}
            onChange={(event) => change(event.target.value)}
          >
            <option value="">{t(`options.${field.key}.none`)}</option>
            {channels
              .filter((channel) => channel.type === field.channelOf)
              .map((channel) => (
                <option key={channel.id} value={channel.id}>
                  {channel.name}
                </option>
              ))}
          </select>
        ) : field.options ? (
          <select
            id={id}
            className="p-input"
            value={values[field.key] ?? field.defaultValue}
            onChange={(event) => change(event.target.value)}
          >
            {field.options.map((option) => (
              <option key={option} value={option}>
                {t(`options.${field.key}.${option}`)}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            className="p-input"
            type={field.isSecret ? 'password' : 'text'}
            autoComplete={field.isSecret ? 'new-password' : 'off'}
            required={requireSecrets && field.isSecret && !isStored}
            value={values[field.key] ?? ''}
            placeholder={isStored ? t('whatsapp.stored') : field.defaultValue}
            onChange={(event) => change(event.target.value)}
          />
        )}
      </FormField>
    );
  });
}
