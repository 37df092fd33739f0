import { Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { composePhone, type PhoneCountry, phoneCountries, splitPhone } from '../phoneValue.ts';

interface Props {
  id: string;
  label: string;
  value: string;
  disabled: boolean;
  placeholder?: string;
  invalid: boolean;
  onChange: (value: string) => void;
}

// A country (with its calling code) and the number; the value is "+<code> <number>".
export function PhoneInput({ id, label, value, disabled, placeholder, invalid, onChange }: Props) {
  const { t, i18n } = useTranslation('contacts');
  const [country, setCountry] = useState<PhoneCountry>(() => splitPhone(value, 'BR').country);
  const number = splitPhone(value, country).number;
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return phoneCountries()
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  }, [i18n.language]);

  return (
    <div className="contacts-phone">
      <select
        className="p-input"
        aria-label={t('form.phoneCountry', { field: label })}
        value={country}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value as PhoneCountry;
          setCountry(next);
          onChange(composePhone(next, number));
        }}
      >
        {countries.map((item) => (
          <option key={item.code} value={item.code}>
            {item.name}
          </option>
        ))}
      </select>
      <Input
        id={id}
        type="tel"
        value={number}
        disabled={disabled}
        placeholder={placeholder}
        aria-invalid={invalid}
        onChange={(event) => onChange(composePhone(country, event.target.value))}
      />
    </div>
  );
}
