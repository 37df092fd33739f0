import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalizeText.ts';

describe('normalizeText', () => {
  it('drops accents and case', () => {
    expect(normalizeText('Cartão de CRÉDITO')).toBe('cartao de credito');
    expect(normalizeText('Ação, ÇÃO, ñandú')).toBe('acao cao nandu');
  });

  it('turns punctuation and runs of spaces into one space', () => {
    expect(normalizeText('  Qual o horário?!  Abre\tàs 8h...')).toBe('qual o horario abre as 8h');
    expect(normalizeText('e-mail')).toBe('e mail');
  });

  it('leaves nothing of a text without letters or digits', () => {
    expect(normalizeText(' ?! ')).toBe('');
  });
});
