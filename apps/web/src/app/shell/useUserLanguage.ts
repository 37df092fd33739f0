import type { Me } from '@prosa/contracts';
import { useEffect } from 'react';
import { changeLanguage, i18n } from '../../shared/i18n/i18n.ts';

// decisions.md: the language stored on the user wins over this browser's, once signed in.
export function useUserLanguage(me: Me | undefined) {
  const language = me?.user.language;
  useEffect(() => {
    if (language && language !== i18n.language) void changeLanguage(language);
  }, [language]);
}
