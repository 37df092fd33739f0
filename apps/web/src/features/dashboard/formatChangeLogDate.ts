// Change-log dates in the reader's language ("20 de novembro de 2026", "November 20, 2026").
export function formatChangeLogDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}
