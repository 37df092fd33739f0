// The text after a leading "/" while the attendant is still typing the search (no line break
// yet); null when the message does not start a quick-response search.
export function quickResponseSearch(text: string): string | null {
  if (!text.startsWith('/')) return null;
  const search = text.slice(1);
  return search.includes('\n') ? null : search;
}
