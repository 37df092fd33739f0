import type { LiveVisitor } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { countByPlace } from './countByPlace.ts';
import { countVisitors } from './countVisitors.ts';

const visitor = (status: LiveVisitor['status'], location: LiveVisitor['location'] = null): LiveVisitor => ({
  visitorId: `v${Math.random()}`,
  botId: 'b',
  url: 'https://loja.example/',
  title: 'Loja',
  since: '2026-11-22T10:00:00Z',
  status,
  conversationId: null,
  location,
});

describe('countVisitors', () => {
  it('counts each status apart, zero when nobody is in it', () => {
    expect(countVisitors([])).toEqual({ browsing: 0, bot: 0, attendant: 0 });
    expect(countVisitors([visitor('browsing'), visitor('bot'), visitor('browsing')])).toEqual({
      browsing: 2,
      bot: 1,
      attendant: 0,
    });
  });
});

describe('countByPlace', () => {
  it('groups by country and state, busiest first, unknown places together', () => {
    const places = countByPlace([
      visitor('bot', { country: 'BR', state: 'SP' }),
      visitor('browsing', { country: 'BR', state: 'BA' }),
      visitor('browsing', { country: 'BR', state: 'SP' }),
      visitor('browsing', { country: 'PT' }),
      visitor('browsing', null),
      visitor('browsing', {}),
    ]);
    expect(places).toEqual([
      { country: 'BR', state: 'SP', count: 2 },
      { country: null, state: null, count: 2 },
      { country: 'BR', state: 'BA', count: 1 },
      { country: 'PT', state: null, count: 1 },
    ]);
  });

  it('ignores a state without its country', () => {
    expect(countByPlace([visitor('bot', { state: 'SP' })])).toEqual([
      { country: null, state: null, count: 1 },
    ]);
  });
});
