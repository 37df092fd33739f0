import { describe, expect, it } from 'vitest';
import { choicesOf } from './choicesOf.ts';

describe('choicesOf', () => {
  it('offers a balloon’s buttons with their presentation, key and value', () => {
    expect(
      choicesOf({
        kind: 'buttons',
        text: 'Sobre o que quer falar?',
        buttons: [
          { key: 'sup', value: 'Suporte' },
          { key: 'ven', value: 'Vendas' },
        ],
        presentation: 'dropdown',
      }),
    ).toEqual({
      kind: 'buttons',
      presentation: 'dropdown',
      options: [
        { key: 'sup', value: 'Suporte' },
        { key: 'ven', value: 'Vendas' },
      ],
    });
  });

  it('offers a slider with its label, bounds, start and step, without the balloon’s text', () => {
    expect(
      choicesOf({
        kind: 'slider',
        text: 'Qual nota?',
        label: 'Nota',
        min: 0,
        max: 10,
        initial: 5,
        step: 0.5,
      }),
    ).toEqual({ kind: 'slider', label: 'Nota', min: 0, max: 10, initial: 5, step: 0.5 });
  });

  it('offers nothing for text and media balloons', () => {
    expect(choicesOf({ kind: 'text', text: 'Olá!' })).toBeNull();
    expect(choicesOf({ kind: 'image', url: 'https://example.com/a.png' })).toBeNull();
  });
});
