import { describe, expect, it } from 'vitest';
import { monetaryRange, parseSearchMoney } from './monetaryRange.ts';
import {
  conversationSearchDefaults,
  conversationSearchReset,
  parseConversationSearch,
  readFinishedFilter,
} from './parseConversationSearch.ts';

describe('parseConversationSearch (spec core.md §5)', () => {
  it('takes 24 hexadecimal characters as an id, in any case', () => {
    expect(parseConversationSearch(' 65A1B2C3D4E5F60718293A4B ')).toEqual({
      search: { kind: 'id', id: '65a1b2c3d4e5f60718293a4b' },
    });
  });
  it('takes 23 or 25 hexadecimal characters, or a non-hex letter, as text', () => {
    expect(parseConversationSearch('65a1b2c3d4e5f60718293a4')).toMatchObject({ search: { kind: 'text' } });
    expect(parseConversationSearch('65a1b2c3d4e5f60718293a4bc')).toMatchObject({ search: { kind: 'text' } });
    expect(parseConversationSearch('65a1b2c3d4e5f60718293a4g')).toMatchObject({ search: { kind: 'text' } });
  });
  it('takes 13 digits as a timestamp in milliseconds', () => {
    expect(parseConversationSearch('1700000000000')).toEqual({
      search: { kind: 'timestamp', at: new Date(1_700_000_000_000) },
    });
  });
  it('takes 12 or 14 digits as text', () => {
    expect(parseConversationSearch('170000000000')).toEqual({
      search: { kind: 'text', text: '170000000000' },
    });
    expect(parseConversationSearch('17000000000000')).toMatchObject({ search: { kind: 'text' } });
  });
  it('reads a leading colon as identifier then text', () => {
    expect(parseConversationSearch(':email  joão silva ')).toEqual({
      search: { kind: 'identifier', identifier: 'email', text: 'joão silva' },
    });
    expect(parseConversationSearch(':cpf')).toEqual({
      search: { kind: 'identifier', identifier: 'cpf', text: '' },
    });
  });
  it('refuses a colon without an identifier', () => {
    expect(parseConversationSearch(':')).toEqual({ problem: 'identifierMissing' });
    expect(parseConversationSearch(':  ')).toEqual({ problem: 'identifierMissing' });
  });
  it('needs at least 2 characters of text', () => {
    expect(parseConversationSearch('a')).toEqual({ problem: 'tooShort' });
    expect(parseConversationSearch('ab')).toEqual({ search: { kind: 'text', text: 'ab' } });
    expect(parseConversationSearch('😀')).toEqual({ problem: 'tooShort' });
  });
  it('treats empty or blank as no search', () => {
    expect(parseConversationSearch('')).toEqual({ search: { kind: 'none' } });
    expect(parseConversationSearch('   ')).toEqual({ search: { kind: 'none' } });
  });
  it('refuses more than 200 characters', () => {
    expect(parseConversationSearch('x'.repeat(201))).toEqual({ problem: 'tooLong' });
    expect(parseConversationSearch('x'.repeat(200))).toMatchObject({ search: { kind: 'text' } });
  });
});

describe('search defaults and reset (spec core.md §4)', () => {
  it('defaults to 7 days, every channel and dialogue, live 5, all finished states', () => {
    expect(conversationSearchDefaults).toMatchObject({
      period: 7,
      channel: null,
      botId: null,
      live: 5,
      finished: 'all',
    });
  });
  it('reset sets live to null, finished to all and fill to true', () => {
    expect(conversationSearchReset).toMatchObject({ live: null, finished: 'all', fill: true, period: 7 });
  });
});

describe('readFinishedFilter', () => {
  it('reads the spec words for finished', () => {
    for (const word of ['Finalizadas', 'Finished', 'Finalizada', 'finished'])
      expect(readFinishedFilter(word)).toBe('finished');
  });
  it('reads incomplete and all, and nothing as all', () => {
    expect(readFinishedFilter('incomplete')).toBe('incomplete');
    expect(readFinishedFilter('Todas')).toBe('all');
    expect(readFinishedFilter(undefined)).toBe('all');
    expect(readFinishedFilter('')).toBe('all');
  });
  it('refuses anything else', () => {
    expect(readFinishedFilter('maybe')).toBeNull();
  });
});

describe('parseSearchMoney (spec core.md §5)', () => {
  it('reads BRL with dot thousands and comma decimals', () => {
    expect(parseSearchMoney('1.234,56', 'BRL')).toBe(123_456);
    expect(parseSearchMoney('R$ 1.234.567', 'BRL')).toBe(123_456_700);
    expect(parseSearchMoney('10,5', 'BRL')).toBe(1050);
  });
  it('reads other currencies the other way round', () => {
    expect(parseSearchMoney('1,234.56', 'USD')).toBe(123_456);
    expect(parseSearchMoney('1,234,567', 'USD')).toBe(123_456_700);
    expect(parseSearchMoney('1.234,56', 'USD')).toBeNull();
  });
  it('takes a plain number with two decimals as is, whatever the currency', () => {
    expect(parseSearchMoney('1234.56', 'BRL')).toBe(123_456);
    expect(parseSearchMoney('1234,56', 'USD')).toBe(123_456);
  });
  it('refuses what is not money', () => {
    expect(parseSearchMoney('', 'BRL')).toBeNull();
    expect(parseSearchMoney('abc', 'BRL')).toBeNull();
    expect(parseSearchMoney('-5', 'BRL')).toBeNull();
  });
});

describe('monetaryRange', () => {
  it('starts a max alone from 0', () => {
    expect(monetaryRange(null, 500)).toEqual({ min: 0, max: 500 });
  });
  it('keeps a min alone open above', () => {
    expect(monetaryRange(100, null)).toEqual({ min: 100, max: null });
  });
  it('uses both, and refuses a min above the max', () => {
    expect(monetaryRange(100, 500)).toEqual({ min: 100, max: 500 });
    expect(monetaryRange(600, 500)).toBe('invalid');
  });
  it('is no range without either', () => {
    expect(monetaryRange(null, null)).toBeNull();
  });
});
