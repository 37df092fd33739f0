// The weekday's name in the user's language (0 = Sunday; 2026-11-22 was a Sunday).
export const weekdayName = (weekday: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 22 + weekday)),
  );
