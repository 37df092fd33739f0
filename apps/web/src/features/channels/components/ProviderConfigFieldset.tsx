import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/ui/FormField.tsx';

interface Props {
  formId: string;
  provider: string;
  name: string;
  onNameChange: (name: string) => void;
  // The provider's own fields (ProviderFieldInputs).
  children: ReactNode;
}

// A provider channel's configuration: its name in Prosa, then the provider's fields. The WhatsApp
// and SMS forms share it.
export function ProviderConfigFieldset({ formId, provider, name, onNameChange, children }: Props) {
  const { t } = useTranslation('channels');
  return (
    <fieldset className="channels-fieldset">
      <legend>{t('whatsapp.configuration', { provider: t(`providers.${provider}`) })}</legend>
      <FormField id={`${formId}-name`} label={t('whatsapp.name')}>
        <input
          id={`${formId}-name`}
          className="p-input"
          value={name}
          maxLength={100}
          required
          onChange={(event) => onNameChange(event.target.value)}
        />
      </FormField>
      {children}
    </fieldset>
  );
}
