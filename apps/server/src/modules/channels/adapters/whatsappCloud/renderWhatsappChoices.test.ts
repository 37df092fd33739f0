import { describe, expect, it } from 'vitest';
import { renderWhatsappChoices } from './renderWhatsappChoices.ts';

const buttons = (values: string[]) => ({
  kind: 'buttons' as const,
  presentation: 'buttons' as const,
  options: values.map((value, index) => ({ key: `k${index + 1}`, value })),
});

describe('renderWhatsappChoices', () => {
  it('plain text when there are no buttons', () => {
    expect(renderWhatsappChoices('Oi', null)).toEqual({ kind: 'text', body: 'Oi' });
    expect(renderWhatsappChoices('Oi', buttons([]))).toEqual({ kind: 'text', body: 'Oi' });
  });

  it('keeps the numbered list as the body of a balloon without text of its own', () => {
    expect(renderWhatsappChoices('1. Sim\n2. Não', buttons(['Sim', 'Não']))).toEqual({
      kind: 'buttons',
      body: '1. Sim\n2. Não',
      buttons: [
        { id: 'k1', title: 'Sim' },
        { id: 'k2', title: 'Não' },
      ],
    });
  });

  it('keeps a text that does not end with the list (an edited message) whole', () => {
    expect(renderWhatsappChoices('Escolha uma', buttons(['A']))).toMatchObject({
      kind: 'buttons',
      body: 'Escolha uma',
    });
  });

  it('titles an option without a label by its key', () => {
    expect(renderWhatsappChoices('Oi\n1. ', buttons(['']))).toEqual({
      kind: 'buttons',
      body: 'Oi',
      buttons: [{ id: 'k1', title: 'k1' }],
    });
  });

  it('switches to a list at 4 options and back to text above 10', () => {
    const values = (count: number) => Array.from({ length: count }, (_, index) => `Item ${index + 1}`);
    expect(renderWhatsappChoices('x', buttons(values(3))).kind).toBe('buttons');
    expect(renderWhatsappChoices('x', buttons(values(4))).kind).toBe('list');
    expect(renderWhatsappChoices('x', buttons(values(10))).kind).toBe('list');
    expect(renderWhatsappChoices('x', buttons(values(11))).kind).toBe('text');
  });
});
