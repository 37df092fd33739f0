import { describe, expect, it } from 'vitest';
import { menuEntries } from './menuEntries.ts';
import { selectMenuKey } from './selectMenuKey.ts';

describe('selectMenuKey', () => {
  it('highlights the entry of the page and of the pages below it', () => {
    expect(selectMenuKey('/dashboard', menuEntries)).toBe('dashboard');
    expect(selectMenuKey('/live/65f1c0ffee0000000000abcd', menuEntries)).toBe('live');
    expect(selectMenuKey('/contacts/companies', menuEntries)).toBe('contacts');
    expect(selectMenuKey('/settings/chatbot/42/publish', menuEntries)).toBe('settings');
    expect(selectMenuKey('/flow/editor/42', menuEntries)).toBe('bots');
  });

  it('prefers the longest match', () => {
    expect(selectMenuKey('/knowledge/genai', menuEntries)).toBe('genai');
    expect(selectMenuKey('/knowledge/knowledge_match', menuEntries)).toBe('knowledge');
  });

  it('matches whole path segments only', () => {
    expect(selectMenuKey('/conversation', menuEntries)).toBe('conversations');
    expect(selectMenuKey('/serverless', menuEntries)).toBeUndefined();
    expect(selectMenuKey('/profile', menuEntries)).toBeUndefined();
  });
});
