import type { QuickResponse } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { filterQuickResponses } from './filterQuickResponses.ts';

const response = (title: string, message: string): QuickResponse => ({
  id: title,
  title,
  message,
  shared: false,
  mine: true,
  editable: true,
});
const list = [
  response('Saudação', 'Bom dia! Como posso ajudar?'),
  response('Prazo', 'A entrega leva até 5 dias úteis.'),
  response('Não consigo', 'Pode me mandar uma captura de tela?'),
  response('Despedida', 'Obrigado pelo contato, bom dia!'),
];

describe('filterQuickResponses', () => {
  it('lists everything for an empty search', () => {
    expect(filterQuickResponses(list, '')).toHaveLength(4);
  });

  it('ignores accents and case', () => {
    expect(filterQuickResponses(list, 'NAO').map((r) => r.title)).toEqual(['Não consigo']);
    expect(filterQuickResponses(list, 'saudacao').map((r) => r.title)).toEqual(['Saudação']);
  });

  it('puts title matches before message matches', () => {
    expect(filterQuickResponses(list, 'bom dia').map((r) => r.title)).toEqual(['Saudação', 'Despedida']);
    expect(filterQuickResponses([...list, response('Bom dia', 'Olá!')], 'bom dia')[0]?.title).toBe('Bom dia');
  });

  it('needs every word searched', () => {
    expect(filterQuickResponses(list, 'entrega dias').map((r) => r.title)).toEqual(['Prazo']);
    expect(filterQuickResponses(list, 'entrega captura')).toEqual([]);
  });

  it('keeps at most the limit', () => {
    expect(filterQuickResponses(list, '', 2)).toHaveLength(2);
  });
});
