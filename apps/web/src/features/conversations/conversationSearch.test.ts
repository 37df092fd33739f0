import { describe, expect, it } from 'vitest';
import { apiQuery, defaultSearch, readSearch, resetSearch, writeSearch } from './conversationSearch.ts';

describe('the conversation search in the URL', () => {
  it('reads an empty URL as the defaults: 7 days, all channels and chatbots, live 5', () => {
    expect(readSearch(new URLSearchParams())).toEqual(defaultSearch);
    expect(defaultSearch).toMatchObject({ period: '7', channel: '', botId: '', live: '5', finished: 'all' });
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    expect(writeSearch(defaultSearch).toString()).toBe('');
    const search = {
      ...defaultSearch,
      q: ':email maria',
      period: '30',
      channel: 'whatsapp',
      live: '1',
      finished: 'finished',
      tags: ['t1', 't2'],
      satisfaction: ['0', '5'],
      origin: 'campaign',
      campaign: 'd1',
      minValue: '10,50',
      maxValue: 'R$ 1.000',
      sort: 'lastMessageAt.asc' as const,
      limit: 50,
    };
    const params = writeSearch(search);
    expect(params.get('tags')).toBe('t1,t2');
    expect(readSearch(params)).toEqual(search);
    expect(apiQuery(search)).toMatchObject({
      satisfaction: '0,5',
      origin: 'campaign',
      campaign: 'd1',
      minValue: '10,50',
      maxValue: 'R$ 1.000',
    });
  });

  it('keeps a custom range as from and to', () => {
    const search = { ...defaultSearch, period: 'custom', from: '2026-01-01', to: '2026-01-31' };
    expect(readSearch(writeSearch(search))).toEqual(search);
    expect(apiQuery(search)).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
    expect(apiQuery(search)).not.toHaveProperty('period');
  });

  it('resets live to none (kept in the URL as an empty live) and finished to all', () => {
    expect(resetSearch).toMatchObject({ live: '', finished: 'all', period: '7' });
    expect(resetSearch).toMatchObject({ satisfaction: [], origin: '', campaign: '', minValue: '' });
    const params = writeSearch(resetSearch);
    expect(params.get('live')).toBe('');
    expect(readSearch(params).live).toBe('');
    expect(apiQuery(resetSearch)).not.toHaveProperty('live');
  });

  it('ignores a sort or page size the list does not offer', () => {
    const search = readSearch(new URLSearchParams('sort=name&limit=7'));
    expect(search.sort).toBe('startedAt.desc');
    expect(search.limit).toBe(20);
  });
});
