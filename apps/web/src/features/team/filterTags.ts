import type { Tag } from '@prosa/contracts';

// Accents and case do not matter when looking for a tag: "reclamacao" finds "Reclamação".
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function filterTags(tags: readonly Tag[], search: string): Tag[] {
  const wanted = fold(search.trim());
  return wanted ? tags.filter((tag) => fold(tag.title).includes(wanted)) : [...tags];
}
