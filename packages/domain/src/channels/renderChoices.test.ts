import type { MessageChoices } from '@prosa/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choiceOfNumberedReply } from './choiceOfNumberedReply.ts';
import { capabilitiesOf, renderChoices } from './renderChoices.ts';

const whatsapp = capabilitiesOf('whatsapp');
const sms = capabilitiesOf('sms');
const buttons = (values: string[]): MessageChoices => ({
  kind: 'buttons',
  presentation: 'buttons',
  options: values.map((value, index) => ({ key: `k${index + 1}`, value })),
});
// The stored text of a flow balloon: its question, then its options numbered (renderOutput).
const stored = (question: string, values: string[]) =>
  [question, ...values.map((value, index) => `${index + 1}. ${value}`)].filter(Boolean).join('\n');

describe('renderChoices', () => {
  it('shows up to three options as WhatsApp reply buttons, the question alone as the text', () => {
    const values = ['Vendas', 'Suporte', 'Financeiro'];
    expect(renderChoices({ text: stored('Com quem?', values), choices: buttons(values) }, whatsapp)).toEqual({
      kind: 'buttons',
      text: 'Com quem?',
      options: [
        { key: 'k1', value: 'Vendas' },
        { key: 'k2', value: 'Suporte' },
        { key: 'k3', value: 'Financeiro' },
      ],
    });
  });

  it('shows four to ten options as a list', () => {
    const values = Array.from({ length: 10 }, (_, i) => `Opção ${i + 1}`);
    const rendering = renderChoices({ text: stored('Escolha', values), choices: buttons(values) }, whatsapp);
    expect(rendering.kind).toBe('list');
    expect(rendering.text).toBe('Escolha');
    const four = values.slice(0, 4);
    expect(renderChoices({ text: stored('Escolha', four), choices: buttons(four) }, whatsapp).kind).toBe(
      'list',
    );
  });

  it('numbers the options in the text above ten, and where the channel has neither', () => {
    const values = Array.from({ length: 11 }, (_, i) => `Opção ${i + 1}`);
    const text = stored('Escolha', values);
    expect(renderChoices({ text, choices: buttons(values) }, whatsapp)).toEqual({ kind: 'text', text });
    const three = ['A', 'B', 'C'];
    expect(renderChoices({ text: stored('Escolha', three), choices: buttons(three) }, sms)).toEqual({
      kind: 'text',
      text: 'Escolha\n1. A\n2. B\n3. C',
    });
  });

  it('adds the numbered options to a text that lacks them', () => {
    expect(renderChoices({ text: 'Escolha', choices: buttons(['A', 'B']) }, sms).text).toBe(
      'Escolha\n1. A\n2. B',
    );
  });

  it('keeps a slider and a plain message as text', () => {
    const slider: MessageChoices = { kind: 'slider', label: 'Nota', min: 0, max: 10, initial: 5, step: 1 };
    expect(renderChoices({ text: 'Nota (0–10)', choices: slider }, whatsapp)).toEqual({
      kind: 'text',
      text: 'Nota (0–10)',
    });
    expect(renderChoices({ text: 'Olá' }, whatsapp)).toEqual({ kind: 'text', text: 'Olá' });
  });

  it('never loses an option and never exceeds the channel’s controls', () => {
    const value = fc
      .string({ minLength: 1, maxLength: 30 })
      .filter((s) => s.trim() === s && !s.includes('\n'));
    fc.assert(
      fc.property(fc.string(), fc.array(value, { minLength: 1, maxLength: 14 }), (question, values) => {
        const choices = buttons(values);
        const rendering = renderChoices({ text: stored(question, values), choices }, whatsapp);
        if (rendering.kind === 'buttons') expect(rendering.options.length).toBeLessThanOrEqual(3);
        if (rendering.kind === 'list') {
          expect(rendering.options.length).toBeGreaterThan(3);
          expect(rendering.options.length).toBeLessThanOrEqual(10);
        }
        if (values.length > 10) expect(rendering.kind).toBe('text');
        if (rendering.kind === 'text')
          // Every option can be answered by its number.
          values.forEach((v, i) => {
            expect(rendering.text).toContain(`${i + 1}. ${v}`);
            expect(choiceOfNumberedReply(choices, String(i + 1))?.value).toBe(v);
          });
        else expect(rendering.options.map((o) => o.value)).toEqual(values);
      }),
    );
  });
});

describe('choiceOfNumberedReply', () => {
  const choices = buttons(['Vendas', 'Suporte', 'Financeiro']);

  it('takes the typed number as the option at that place', () => {
    expect(choiceOfNumberedReply(choices, '2')).toEqual({ key: 'k2', value: 'Suporte' });
    expect(choiceOfNumberedReply(choices, ' 3. ')).toEqual({ key: 'k3', value: 'Financeiro' });
    expect(choiceOfNumberedReply(choices, '1)')).toEqual({ key: 'k1', value: 'Vendas' });
  });

  it('is no choice outside the menu, for other text, or without buttons', () => {
    expect(choiceOfNumberedReply(choices, '0')).toBeNull();
    expect(choiceOfNumberedReply(choices, '4')).toBeNull();
    expect(choiceOfNumberedReply(choices, '2 vezes')).toBeNull();
    expect(choiceOfNumberedReply(choices, 'Suporte')).toBeNull();
    expect(choiceOfNumberedReply(null, '1')).toBeNull();
  });
});
