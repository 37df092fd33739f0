import { defaultLanguage, isLanguage, type Language, languages } from '@prosa/contracts';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

// One chunk per language and namespace, loaded when a screen first asks for it: a screen downloads
// only its own texts, in the active language. The error texts come from packages/contracts (the
// same the server answers with), the screens' texts from ./locales.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '../../../../../packages/contracts/src/locales/*/*.json',
]);
const loaders = new Map<string, () => Promise<{ default: Record<string, unknown> }>>();
for (const [path, load] of Object.entries(catalogues)) {
  const match = path.match(/locales\/([^/]+)\/([^/]+)\.json$/);
  if (match) loaders.set(`${match[1]}/${match[2]}`, load);
}

const bundledCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = loaders.get(`${language}/${namespace}`);
    if (!load) return callback(null, {});
    load().then(
      (catalogue) => callback(null, catalogue.default),
      (error: Error) => callback(error, null),
    );
  },
};

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

// Resolves once the texts every screen uses (common and errors) are in.
export const i18nReady = i18n
  .use(bundledCatalogues)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    // The three catalogues have the same keys (a test checks), so there is nothing to fall back to.
    fallbackLng: false,
    supportedLngs: [...languages],
    ns: ['common', 'errors'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export { i18n };
