import type { TFunction } from 'i18next';

// "15 minutes", "1 hour" or "2 hours", in the user's language (plural forms by the count).
export function toleranceLabel(minutes: number, t: TFunction) {
  if (minutes < 60) return t('journeys:tolerance.minutes', { count: minutes });
  return t('journeys:tolerance.hours', { count: minutes / 60 });
}
