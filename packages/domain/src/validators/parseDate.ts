import type { Language } from '@prosa/contracts';

// A date answer as ISO `YYYY-MM-DD`. Typed as the customer's language writes it — DD/MM/YYYY in
// pt-BR and es, MM/DD/YYYY in en-US (separators / - .) — or as ISO in any language. The
// year has four digits, so "03/04/25" is never guessed.
export function parseDate(text: string, language: Language = 'pt-BR'): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return toIso(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const typed = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/.exec(trimmed);
  if (!typed) return null;
  const [first, second, year] = [Number(typed[1]), Number(typed[3]), Number(typed[4])];
  return language === 'en-US' ? toIso(year, first, second) : toIso(year, second, first);
}

function toIso(year: number, month: number, day: number) {
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function daysInMonth(year: number, month: number) {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
