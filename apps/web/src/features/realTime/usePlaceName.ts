import { useTranslation } from 'react-i18next';
import { brazilStateNames } from './brazilStateNames.ts';

// "São Paulo, Brasil" in the panel's language: countries through the browser's own names
// (Intl.DisplayNames, nothing to download), Brazil's states from their list.
export function usePlaceName() {
  const { t, i18n } = useTranslation('realTime');
  const countries = new Intl.DisplayNames([i18n.language], { type: 'region' });
  return (country: string | null, state: string | null) => {
    if (!country) return t('unknownPlace');
    const countryName = countries.of(country) ?? country;
    const stateName = state && country === 'BR' ? (brazilStateNames[state] ?? state) : state;
    return stateName ? `${stateName}, ${countryName}` : countryName;
  };
}
