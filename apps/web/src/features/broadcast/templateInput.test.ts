import { describe, expect, it } from 'vitest';
import { templateInput } from './templateInput.ts';

const base = {
  channelId: 'c1',
  name: 'oferta',
  category: 'marketing' as const,
  language: 'pt_BR',
  body: 'Oi',
};

describe('templateInput', () => {
  it('sends no header nor buttons the form left empty', () => {
    expect(templateInput({ ...base, buttons: [{ kind: 'reply', text: '' }] })).toEqual(base);
  });

  it('sends a chosen header and the buttons with their values where they have one', () => {
    expect(
      templateInput({
        ...base,
        header: { kind: 'image', value: 'https://cdn.example.com/a.png' },
        buttons: [
          { kind: 'reply', text: 'Quero', value: 'ignored' },
          { kind: 'url', text: 'Site', value: 'https://a.example' },
        ],
      }),
    ).toEqual({
      ...base,
      header: { kind: 'image', value: 'https://cdn.example.com/a.png' },
      buttons: [
        { kind: 'reply', text: 'Quero' },
        { kind: 'url', text: 'Site', value: 'https://a.example' },
      ],
    });
  });
});
