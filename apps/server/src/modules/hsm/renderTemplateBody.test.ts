import { describe, expect, it } from 'vitest';
import { renderTemplateBody } from './renderTemplateBody.ts';

describe('renderTemplateBody', () => {
  it('fills each numbered variable, in any order and repeated', () => {
    expect(renderTemplateBody('Olá {{1}}, seu pedido {{2}} saiu. {{1}}!', ['Ana', '42'])).toBe(
      'Olá Ana, seu pedido 42 saiu. Ana!',
    );
  });

  it('leaves a variable without a value as written', () => {
    expect(renderTemplateBody('Olá {{1}} {{3}}', ['Ana'])).toBe('Olá Ana {{3}}');
  });
});
