import { describe, expect, it } from 'vitest';
import { stripQuotedReply } from './stripQuotedReply.ts';

describe('stripQuotedReply', () => {
  it('keeps what comes before the attribution line, in the three languages', () => {
    for (const attribution of [
      'On Fri, 27 Nov 2026 at 09:00, Loja <contato@loja.example.com> wrote:',
      'Em sex., 27 de nov. de 2026 às 09:00, Loja <contato@loja.example.com> escreveu:',
      'El vie, 27 nov 2026 a las 09:00, Loja <contato@loja.example.com> escribió:',
    ])
      expect(stripQuotedReply(`Obrigada!\nChega amanhã?\n\n${attribution}\n> Seu pedido saiu.`)).toBe(
        'Obrigada!\nChega amanhã?',
      );
  });

  it('drops quoted lines and keeps a message that is only a quote whole', () => {
    expect(stripQuotedReply('> antes\nSim, pode ser.\n> depois')).toBe('Sim, pode ser.');
    expect(stripQuotedReply('> só citação')).toBe('> só citação');
  });
});
