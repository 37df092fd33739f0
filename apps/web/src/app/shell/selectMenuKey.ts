import type { MenuEntry } from './menuEntries.ts';

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

// The sidebar entry to highlight for a path: the one with the longest matching prefix, so
// /knowledge/genai is "generative AI" and not "knowledge".
export function selectMenuKey(pathname: string, entries: MenuEntry[]): string | undefined {
  let best: { key: string; length: number } | undefined;
  for (const { key, prefixes } of entries) {
    for (const prefix of prefixes) {
      if (isUnder(pathname, prefix) && prefix.length > (best?.length ?? -1))
        best = { key, length: prefix.length };
    }
  }
  return best?.key;
}
