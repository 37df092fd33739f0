import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fillTemplate.ts';

describe('fillTemplate', () => {
  it('replaces each variable, spaces inside the braces allowed', () => {
    expect(fillTemplate('Hi {{name}}, order {{ order.id }}', { name: 'Ana', 'order.id': '42' })).toBe(
      'Hi Ana, order 42',
    );
  });

  it('leaves an unknown variable empty and never reads inherited properties', () => {
    expect(fillTemplate('[{{missing}}][{{constructor}}]', {})).toBe('[][]');
  });

  it('escapes each value for where it lands', () => {
    expect(fillTemplate('/search?q={{q}}', { q: 'a&b=c/d' }, encodeURIComponent)).toBe(
      '/search?q=a%26b%3Dc%2Fd',
    );
  });
});
