// The conversation search text (spec core.md §5): 24 hexadecimal characters are an id, 13 digits a
// timestamp in milliseconds, a leading colon an identifier then text; anything else of at least
// 2 characters is text matched without case or accents. Empty is no search.
export const conversationSearchLimits = { minText: 2, maxLength: 200 } as const;

export type ConversationSearch =
  | { kind: 'none' }
  | { kind: 'id'; id: string }
  | { kind: 'timestamp'; at: Date }
  | { kind: 'identifier'; identifier: string; text: string }
  | { kind: 'text'; text: string };

export type ConversationSearchProblem = 'tooShort' | 'tooLong' | 'identifierMissing';

export function parseConversationSearch(
  raw: string,
): { search: ConversationSearch } | { problem: ConversationSearchProblem } {
  const text = raw.trim();
  if (text.length > conversationSearchLimits.maxLength) return { problem: 'tooLong' };
  if (text === '') return { search: { kind: 'none' } };
  if (/^[0-9a-f]{24}$/i.test(text)) return { search: { kind: 'id', id: text.toLowerCase() } };
  if (/^\d{13}$/.test(text)) return { search: { kind: 'timestamp', at: new Date(Number(text)) } };
  if (text.startsWith(':')) {
    const rest = text.slice(1).trimStart();
    const space = rest.search(/\s/);
    const identifier = space < 0 ? rest : rest.slice(0, space);
    if (identifier === '') return { problem: 'identifierMissing' };
    return {
      search: { kind: 'identifier', identifier, text: space < 0 ? '' : rest.slice(space).trim() },
    };
  }
  if ([...text].length < conversationSearchLimits.minText) return { problem: 'tooShort' };
  return { search: { kind: 'text', text } };
}

// The live filter codes of the advanced search (spec core.md §4).
export const liveFilterCodes = {
  waiting: 1,
  connectedNotResponded: 2,
  connectedResponded: 3,
  notLive: 4,
  any: 5,
} as const;
export type LiveFilterCode = (typeof liveFilterCodes)[keyof typeof liveFilterCodes];

// The search's defaults and its reset (spec core.md §4): defaults period 7, channel and dialogue
// all, live 5; reset sets live to null (no filter), finished to all and fill to true.
export const conversationSearchDefaults = {
  period: 7,
  channel: null,
  botId: null,
  live: liveFilterCodes.any as LiveFilterCode | null,
  finished: 'all' as 'all' | 'finished' | 'incomplete',
  fill: true,
} as const;
export const conversationSearchReset = { ...conversationSearchDefaults, live: null } as const;

// Reads the finished filter as the spec's words say it (Finalizadas, Finished, Finalizada) or by
// its code; anything else is "all".
export function readFinishedFilter(value: string | undefined): 'all' | 'finished' | 'incomplete' | null {
  if (value === undefined || value === '') return 'all';
  const word = value.trim().toLowerCase();
  if (['finished', 'finalizadas', 'finalizada', 'finalizados', 'finalizado', 'true'].includes(word))
    return 'finished';
  if (['incomplete', 'incompletas', 'incompleta', 'incompletos', 'false'].includes(word)) return 'incomplete';
  if (['all', 'todas', 'todos'].includes(word)) return 'all';
  return null;
}
