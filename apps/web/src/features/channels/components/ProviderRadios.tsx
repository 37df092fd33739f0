import { useTranslation } from 'react-i18next';
import { type ProviderChoice, providerOptions } from '../model/providerOptions.ts';

interface Props {
  value: ProviderChoice;
  onChange: (choice: ProviderChoice) => void;
}

// The six providers of decisions.md with their spec numbers; the legacy ones cannot be chosen.
export function ProviderRadios({ value, onChange }: Props) {
  const { t } = useTranslation('channels');
  return (
    <fieldset className="channels-fieldset">
      <legend>{t('whatsapp.provider')}</legend>
      {providerOptions.map((option) => (
        <label key={option.choice} className="channels-radio">
          <input
            type="radio"
            name="whatsapp-provider"
            value={option.choice}
            checked={value === option.choice}
            disabled={option.isLegacy}
            onChange={() => onChange(option.choice)}
          />
          {t('whatsapp.providerOption', { name: t(`providers.${option.choice}`), number: option.number })}
          {option.isLegacy && <span className="p-secondary"> {t('whatsapp.legacy')}</span>}
        </label>
      ))}
    </fieldset>
  );
}
