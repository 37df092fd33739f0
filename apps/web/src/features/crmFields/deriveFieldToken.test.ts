import { crmLimits } from '@prosa/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveFieldToken } from './deriveFieldToken.ts';

describe('deriveFieldToken', () => {
  it('writes the name in snake_case without accents', () => {
    expect(deriveFieldToken('Data de Aniversário')).toBe('data_de_aniversario');
    expect(deriveFieldToken('  Código   do Cliente (ERP) ')).toBe('codigo_do_cliente_erp');
    expect(deriveFieldToken('Ação/Situação - 2024')).toBe('acao_situacao_2024');
    expect(deriveFieldToken('Número de funcionários')).toBe('numero_de_funcionarios');
  });

  it('starts with a letter even when the name starts with a digit', () => {
    expect(deriveFieldToken('2ª via')).toBe('field_2_via');
  });

  it('gives nothing for a name without letters or digits', () => {
    expect(deriveFieldToken('')).toBe('');
    expect(deriveFieldToken(' -- ')).toBe('');
  });

  it('keeps within the token limit without a trailing _', () => {
    const token = deriveFieldToken(`${'a'.repeat(39)} b`);
    expect(token).toBe('a'.repeat(39));
  });

  it('always gives a token the server accepts, or nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (name) => {
        const token = deriveFieldToken(name);
        expect(token === '' || /^[a-z][a-z0-9_]*$/.test(token)).toBe(true);
        expect(token.length).toBeLessThanOrEqual(crmLimits.token);
      }),
    );
  });
});
