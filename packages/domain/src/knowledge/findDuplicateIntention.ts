import { normalizeText } from './normalizeText.ts';

// The first intention that repeats an earlier one once normalized ("Cartão" and "cartao" are one
// intention: the spec asks for more weight instead of a duplicate), or null.
export function findDuplicateIntention(intentions: ReadonlyArray<{ word: string }>): string | null {
  const seen = new Set<string>();
  for (const { word } of intentions) {
    const key = normalizeText(word);
    if (seen.has(key)) return word;
    seen.add(key);
  }
  return null;
}
