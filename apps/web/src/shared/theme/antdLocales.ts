import type { Language } from '@prosa/contracts';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import ptBR from 'antd/es/locale/pt_BR';

// Ant Design's own texts (pagination, pickers, empty states) in the user's language.
export const antdLocales: Record<Language, Locale> = { 'pt-BR': ptBR, 'en-US': enUS, es: esES };
