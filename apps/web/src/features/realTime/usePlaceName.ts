import { useTranslation } from 'react-i18next';
import brazil from './geo/brazil-states.json';

const stateNames = new Map(brazil.features.map(({ properties }) => [properties.code, properties.name]));

// "São Paulo, Brasil" in the panel's language: countries through the browser's own names
// (Intl.DisplayNames, nothing to download), Brazil's states from the map file.
export function usePlaceName() {
  const { t, i18n } = useTranslation('realTime');
  const countries = new Intl.DisplayNames([i18n.language], { type: 'region' });
  return (country: string | null, state: string | null) => {
    if (!country) return t('unknownPlace');
    const countryName = countries.of(country) ?? country;
    const stateName = state && country === 'BR' ? (stateNames.get(state) ?? state) : state;
    return stateName ? `${stateName}, ${countryName}` : countryName;
  };
}
