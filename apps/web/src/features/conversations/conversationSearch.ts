import { type ConversationSort, conversationPageSizes, conversationSortOptions } from '@prosa/contracts';

// The search as the URL holds it (so a search can be shared and reloaded). Defaults (spec core.md
// §4): period 7 days, every channel and chatbot, live 5; the reset also sets live to none and
// finished to all. Only what differs from the defaults is written to the URL.
export interface ConversationSearch {
  q: string;
  period: string; // a period code, or 'custom' with from and to
  from: string;
  to: string;
  channel: string;
  botId: string;
  live: string; // '1'..'5', or '' (none, after a reset)
  finished: string; // 'all' | 'finished' | 'incomplete'
  tags: string[];
  attendants: string[];
  departments: string[];
  satisfaction: string[]; // ratings '0'..'5'
  origin: string; // '' (any), 'customer', 'campaign' or 'attendant'
  campaign: string; // a dispatch's id: the conversations its recipients' replies started
  minValue: string; // money as typed (spec core.md §5), parsed by the server
  maxValue: string;
  sort: ConversationSort;
  limit: number;
}

export const periodChoices = ['1', '7', '15', '30', '99', 'custom'] as const;

export const defaultSearch: ConversationSearch = {
  q: '',
  period: '7',
  from: '',
  to: '',
  channel: '',
  botId: '',
  live: '5',
  finished: 'all',
  tags: [],
  attendants: [],
  departments: [],
  satisfaction: [],
  origin: '',
  campaign: '',
  minValue: '',
  maxValue: '',
  sort: 'startedAt.desc',
  limit: 20,
};

export const resetSearch: ConversationSearch = { ...defaultSearch, live: '' };

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

export function readSearch(params: URLSearchParams): ConversationSearch {
  const sort = params.get('sort') ?? '';
  const limit = Number(params.get('limit'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    q: params.get('q') ?? '',
    period: from || to ? 'custom' : (params.get('period') ?? defaultSearch.period),
    from,
    to,
    channel: params.get('channel') ?? '',
    botId: params.get('botId') ?? '',
    live: params.has('live') ? (params.get('live') ?? '') : defaultSearch.live,
    finished: params.get('finished') ?? 'all',
    tags: list(params.get('tags')),
    attendants: list(params.get('attendants')),
    departments: list(params.get('departments')),
    satisfaction: list(params.get('satisfaction')),
    origin: params.get('origin') ?? '',
    campaign: params.get('campaign') ?? '',
    minValue: params.get('minValue') ?? '',
    maxValue: params.get('maxValue') ?? '',
    sort: (conversationSortOptions as readonly string[]).includes(sort)
      ? (sort as ConversationSort)
      : defaultSearch.sort,
    limit: (conversationPageSizes as readonly number[]).includes(limit) ? limit : defaultSearch.limit,
  };
}

export function writeSearch(search: ConversationSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.period === 'custom') {
    if (search.from) params.set('from', search.from);
    if (search.to) params.set('to', search.to);
  } else if (search.period !== defaultSearch.period) params.set('period', search.period);
  if (search.channel) params.set('channel', search.channel);
  if (search.botId) params.set('botId', search.botId);
  if (search.live !== defaultSearch.live) params.set('live', search.live);
  if (search.finished !== 'all') params.set('finished', search.finished);
  if (search.tags.length) params.set('tags', search.tags.join(','));
  if (search.attendants.length) params.set('attendants', search.attendants.join(','));
  if (search.departments.length) params.set('departments', search.departments.join(','));
  if (search.satisfaction.length) params.set('satisfaction', search.satisfaction.join(','));
  if (search.origin) params.set('origin', search.origin);
  if (search.campaign) params.set('campaign', search.campaign);
  if (search.minValue) params.set('minValue', search.minValue);
  if (search.maxValue) params.set('maxValue', search.maxValue);
  if (search.sort !== defaultSearch.sort) params.set('sort', search.sort);
  if (search.limit !== defaultSearch.limit) params.set('limit', String(search.limit));
  return params;
}

// The API's query for a search: the period as a code or a custom range; empty values left out.
export function apiQuery(search: ConversationSearch): Record<string, string> {
  const query: Record<string, string> = {
    q: search.q.trim(),
    channel: search.channel,
    botId: search.botId,
    live: search.live,
    finished: search.finished === 'all' ? '' : search.finished,
    tags: search.tags.join(','),
    attendants: search.attendants.join(','),
    departments: search.departments.join(','),
    satisfaction: search.satisfaction.join(','),
    origin: search.origin,
    campaign: search.campaign,
    minValue: search.minValue.trim(),
    maxValue: search.maxValue.trim(),
    sort: search.sort,
    limit: String(search.limit),
  };
  if (search.period === 'custom') Object.assign(query, { from: search.from, to: search.to });
  else query.period = search.period;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}
