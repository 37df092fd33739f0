// A person's name: letters in any script with spaces, apostrophes, hyphens and dots between them;
// at least two letters, at most 100 characters. Kept with single spaces.
export function parseName(text: string): string | null {
  const name = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (name.length > 100 || (name.match(/\p{L}/gu) ?? []).length < 2) return null;
  return /^\p{L}[\p{L}\p{M}'’.\- ]*$/u.test(name) ? name : null;
}
