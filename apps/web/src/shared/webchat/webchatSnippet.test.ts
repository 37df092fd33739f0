import { describe, expect, it } from 'vitest';
import { webchatSnippet } from './webchatSnippet.ts';

describe('webchatSnippet', () => {
  it('loads the widget from the panel’s origin with the bot token', () => {
    expect(webchatSnippet('https://prosa.example', 'abc_DEF-123')).toBe(
      '<script src="https://prosa.example/webchat.js" data-bot="abc_DEF-123" async></script>',
    );
  });

  it('drops anything from a token that could break out of the attribute', () => {
    expect(webchatSnippet('http://x', 'a"><img onerror=1>')).toBe(
      '<script src="http://x/webchat.js" data-bot="aimgonerror1" async></script>',
    );
  });
});
