import { describe, expect, it } from 'vitest';
import { findAppRoute } from './findAppRoute.ts';

describe('findAppRoute', () => {
  it('finds the route of a path, with its parameters filled in', () => {
    expect(findAppRoute('/dashboard')?.title).toBe('dashboard');
    expect(findAppRoute('/settings/chatbot/42/publish')?.title).toBe('chatbot.publish');
    expect(findAppRoute('/contacts/person/65f1c0ffee0000000000abcd')?.title).toBe('contact');
  });

  it('prefers a fixed segment over a parameter', () => {
    expect(findAppRoute('/advanced/logs/list')?.title).toBe('internal.changeLogs');
    expect(findAppRoute('/advanced/65f1c0ffee0000000000abcd')?.title).toBe('internal.account');
  });

  it('takes /live with or without a conversation id', () => {
    expect(findAppRoute('/live')?.area).toBe('live');
    expect(findAppRoute('/live/65f1c0ffee0000000000abcd')?.area).toBe('live');
  });

  it('finds nothing for a path outside the panel', () => {
    expect(findAppRoute('/no/such/page')).toBeUndefined();
    expect(findAppRoute('/login')).toBeUndefined();
  });
});
