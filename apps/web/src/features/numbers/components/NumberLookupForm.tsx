import type { PhoneLookup } from '@prosa/contracts';
import { Button, Input } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callingCodeOf, phoneCountryCodes } from '../../../shared/phone/phoneCountryCodes.ts';
import { FormField } from '../../../shared/ui/FormField.tsx';

interface Props {
  onLookUp: (lookup: PhoneLookup) => void;
}

// The country chosen apart and the national number with its two-digit area code (spec campaigns
// §5); the server judges the digits and answers the catalogue's error when they are not a number.
export function NumberLookupForm({ onLookUp }: Props) {
  const { t, i18n } = useTranslation('numbers');
  const [country, setCountry] = useState('BR');
  const [number, setNumber] = useState('');
  const countryId = useId();
  const numberId = useId();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return phoneCountryCodes
      .map((code) => ({ code, name: `${names.of(code) ?? code} (+${callingCodeOf(code)})` }))
      .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  }, [i18n.language]);

  return (
    <form
      className="numbers-lookup"
      onSubmit={(event) => {
        event.preventDefault();
        onLookUp({ country, number: number.trim() });
      }}
    >
      <FormField id={countryId} label={t('lookup.country')}>
        <select
          id={countryId}
          className="p-input"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
        >
          {countries.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={numberId} label={t('lookup.number')}>
        <Input
          id={numberId}
          type="tel"
          value={number}
          placeholder={t('lookup.numberHint')}
          onChange={(event) => setNumber(event.target.value)}
        />
      </FormField>
      <Button type="primary" htmlType="submit">
        {t('lookup.submit')}
      </Button>
    </form>
  );
}
