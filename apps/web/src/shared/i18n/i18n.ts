import { defaultLanguage, isLanguage, type Language, languages } from '@prosa/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

// Catalogues are bundled per language and namespace: the error texts come from packages/contracts
// (the same the server answers with), the screens' texts from ./locales.
const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  ['./locales/*/*.json', '../../../../../packages/contracts/src/locales/*/*.json'],
  { eager: true },
);

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(modules)) {
  const match = path.match(/locales\/([^/]+)\/([^/]+)\.json$/);
  if (!match) continue;
  const [, language = '', namespace = ''] = match;
  resources[language] ??= {};
  (resources[language] as Record<string, Record<string, unknown>>)[namespace] = module.default;
}

const storageKey = 'language';
export const storedLanguage = (): Language => {
  const stored = localStorage.getItem(storageKey);
  return isLanguage(stored) ? stored : defaultLanguage;
};

export async function changeLanguage(language: Language) {
  localStorage.setItem(storageKey, language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
