import { describe, expect, it } from 'vitest';
import { fillTemplateBody } from './fillTemplateBody.ts';

describe('fillTemplateBody', () => {
  it('shows what was typed in place of each variable, and the variable while it is empty', () => {
    expect(fillTemplateBody('Olá {{1}}, pedido {{2}}.', ['Ana', ''])).toBe('Olá Ana, pedido {{2}}.');
  });
});
