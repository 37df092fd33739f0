import type { Language } from '@prosa/contracts';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';

// Ant Design's date pickers format through dayjs, whose locale names differ from ours.
export const dayjsLocales: Record<Language, string> = { 'pt-BR': 'pt-br', 'en-US': 'en', es: 'es' };
