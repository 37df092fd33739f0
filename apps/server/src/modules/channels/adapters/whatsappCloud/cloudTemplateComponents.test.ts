import { describe, expect, it } from 'vitest';
import { cloudTemplateComponents } from './cloudTemplateComponents.ts';

const submission = { name: 'oferta', category: 'marketing', language: 'pt_BR' };

describe('cloudTemplateComponents', () => {
  it('gives a body alone when the template has no header nor buttons', () => {
    expect(cloudTemplateComponents({ ...submission, body: 'Olá!', examples: [] })).toEqual([
      { type: 'BODY', text: 'Olá!' },
    ]);
  });

  it('gives a text header with its example, the body, and each kind of button in order', () => {
    expect(
      cloudTemplateComponents({
        ...submission,
        body: 'Olá {{1}}, veja a oferta.',
        examples: ['exemplo 1'],
        header: { kind: 'text', value: 'Oferta {{1}}' },
        buttons: [
          { kind: 'reply', text: 'Quero' },
          { kind: 'url', text: 'Ver', value: 'https://loja.example.com/o/{{1}}' },
          { kind: 'url', text: 'Loja', value: 'https://loja.example.com' },
          { kind: 'phone', text: 'Ligar', value: '+5511987654321' },
        ],
      }),
    ).toEqual([
      { type: 'HEADER', format: 'TEXT', text: 'Oferta {{1}}', example: { header_text: ['exemplo 1'] } },
      { type: 'BODY', text: 'Olá {{1}}, veja a oferta.', example: { body_text: [['exemplo 1']] } },
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Quero' },
          {
            type: 'URL',
            text: 'Ver',
            url: 'https://loja.example.com/o/{{1}}',
            example: ['https://loja.example.com/o/exemplo%201'],
          },
          { type: 'URL', text: 'Loja', url: 'https://loja.example.com' },
          { type: 'PHONE_NUMBER', text: 'Ligar', phone_number: '+5511987654321' },
        ],
      },
    ]);
  });

  it('gives a fixed text header no example, and a media header its handle', () => {
    const [fixed] = cloudTemplateComponents({
      ...submission,
      body: 'Olá!',
      examples: [],
      header: { kind: 'text', value: 'Natal' },
    });
    expect(fixed).toEqual({ type: 'HEADER', format: 'TEXT', text: 'Natal' });
    const [media] = cloudTemplateComponents({
      ...submission,
      body: 'Olá!',
      examples: [],
      header: { kind: 'document', value: 'https://cdn.example.com/catalogo.pdf' },
    });
    expect(media).toEqual({
      type: 'HEADER',
      format: 'DOCUMENT',
      example: { header_handle: ['https://cdn.example.com/catalogo.pdf'] },
    });
  });
});
