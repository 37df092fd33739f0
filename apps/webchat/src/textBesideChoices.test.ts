import type { MessageChoices } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { textBesideChoices } from './textBesideChoices.ts';

const buttons: MessageChoices = {
  kind: 'buttons',
  presentation: 'buttons',
  options: [
    { key: 'v', value: 'Comprar' },
    { key: 's', value: 'Suporte' },
  ],
};

describe('textBesideChoices', () => {
  it('drops the numbered list the chips replace', () => {
    expect(
      textBesideChoices({ text: 'Como podemos ajudar?\n1. Comprar\n2. Suporte', choices: buttons }),
    ).toBe('Como podemos ajudar?');
  });

  it('drops the slider’s range line', () => {
    const choices = { kind: 'slider', label: 'Nota', min: 0, max: 10, initial: 5, step: 1 } as const;
    expect(textBesideChoices({ text: 'De 0 a 10?\nNota (0–10)', choices })).toBe('De 0 a 10?');
  });

  it('keeps text that does not end with the list, and text that is only the list', () => {
    expect(textBesideChoices({ text: 'Escolha:\n1. Comprar\n2. Outra', choices: buttons })).toBe(
      'Escolha:\n1. Comprar\n2. Outra',
    );
    expect(textBesideChoices({ text: '1. Comprar\n2. Suporte', choices: buttons })).toBe(
      '1. Comprar\n2. Suporte',
    );
    expect(textBesideChoices({ text: 'Olá', choices: null })).toBe('Olá');
  });
});
