import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney.ts';

// Intl separates the symbol with a no-break space; normalised so the expectations stay readable.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('uses reais with comma decimals by default in Portuguese', () => {
    expect(plain(formatMoney(1234.5, 'pt-BR'))).toBe('R$ 1.234,50');
  });

  it('follows the language for separators and the currency for the symbol', () => {
    expect(formatMoney(1234.5, 'en-US', 'USD')).toBe('$1,234.50');
    expect(plain(formatMoney(12345.5, 'es', 'USD'))).toBe('12.345,50 US$');
  });
});
