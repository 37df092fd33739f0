import { describe, expect, it } from 'vitest';
import { templateSendParts } from './templateSendParts.ts';

describe('templateSendParts', () => {
  it('sends a media header by the template’s own link', () => {
    expect(
      templateSendParts({ header: { kind: 'video', value: 'https://cdn.example.com/a.mp4' }, buttons: [] }, [
        'Ana',
      ]),
    ).toEqual({ header: { kind: 'video', value: 'https://cdn.example.com/a.mp4' } });
  });

  it('fills a text header’s {{1}} and each URL suffix with the first value, by button index', () => {
    expect(
      templateSendParts(
        {
          header: { kind: 'text', value: 'Pedido {{1}}' },
          buttons: [
            { kind: 'reply', text: 'Ok' },
            { kind: 'url', text: 'Site', value: 'https://loja.example.com' },
            { kind: 'url', text: 'Rastrear', value: 'https://loja.example.com/p/{{1}}' },
          ],
        },
        ['#1042', 'enviado'],
      ),
    ).toEqual({ header: { kind: 'text', value: '#1042' }, urlSuffixes: [{ index: 2, text: '#1042' }] });
  });

  it('needs nothing for a fixed text header, fixed buttons or no parts', () => {
    expect(
      templateSendParts(
        {
          header: { kind: 'text', value: 'Oferta de Natal' },
          buttons: [{ kind: 'phone', text: 'Ligar', value: '+5511987654321' }],
        },
        ['Ana'],
      ),
    ).toEqual({});
    expect(templateSendParts({ header: null, buttons: [] }, [])).toEqual({});
  });
});
