import type { QuickResponse } from '@prosa/contracts';

// Accents and case do not matter: "/nao" finds "Não consigo".
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// The quick responses whose title or message holds every word searched, titles matching first;
// at most `limit`, so a long list stays short to read.
export function filterQuickResponses(
  quickResponses: QuickResponse[],
  search: string,
  limit = 8,
): QuickResponse[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  const holdsAll = (text: string) => words.every((word) => text.includes(word));
  const byTitle: QuickResponse[] = [];
  const byMessage: QuickResponse[] = [];
  for (const quickResponse of quickResponses) {
    if (holdsAll(fold(quickResponse.title))) byTitle.push(quickResponse);
    else if (holdsAll(`${fold(quickResponse.title)} ${fold(quickResponse.message)}`))
      byMessage.push(quickResponse);
  }
  return [...byTitle, ...byMessage].slice(0, limit);
}
