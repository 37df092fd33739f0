import { parseDate } from '../validators/parseDate.ts';

// A stored date: exactly yyyy-mm-dd (the form's date picker sends it) and a real calendar day.
export function parseIsoDate(text: string): string | null {
  const trimmed = text.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? parseDate(trimmed) : null;
}
