import { describe, expect, it } from 'vitest';
import { checkTemplateBody, fillTemplateBody, isTemplateName } from './checkTemplateBody.ts';

describe('a template body’s variables', () => {
  it('counts {{1}}…{{n}} once each, in any order', () => {
    expect(checkTemplateBody('Olá, tudo bem?')).toEqual({ variables: 0 });
    expect(checkTemplateBody('Olá {{1}}, pedido {{2}} ({{1}}).')).toEqual({ variables: 2 });
    expect(checkTemplateBody('Pedido {{2}} de {{1}}.')).toEqual({ variables: 2 });
  });

  it('refuses skipped, named, empty or edge variables, and an empty body', () => {
    const invalid = { error: 'broadcast.templateVariablesInvalid' };
    expect(checkTemplateBody('Olá {{2}}!')).toEqual(invalid);
    expect(checkTemplateBody('Olá {{1}} e {{3}}!')).toEqual(invalid);
    expect(checkTemplateBody('Olá {{nome}}!')).toEqual(invalid);
    expect(checkTemplateBody('Olá {{}}!')).toEqual(invalid);
    expect(checkTemplateBody('Olá {{0}}!')).toEqual(invalid);
    expect(checkTemplateBody('{{1}}, olá')).toEqual(invalid);
    expect(checkTemplateBody('Olá {{1}}')).toEqual(invalid);
    expect(checkTemplateBody('  ')).toEqual({ error: 'broadcast.templateBodyRequired' });
  });

  it('fills the variables, leaving one without a value', () => {
    expect(fillTemplateBody('Olá {{1}}, pedido {{2}}.', ['Ana'])).toBe('Olá Ana, pedido {{2}}.');
  });

  it('takes WhatsApp’s template names only', () => {
    expect(isTemplateName('oferta_natal_2026')).toBe(true);
    expect(isTemplateName('Oferta')).toBe(false);
    expect(isTemplateName('oferta natal')).toBe(false);
    expect(isTemplateName('')).toBe(false);
  });
});
