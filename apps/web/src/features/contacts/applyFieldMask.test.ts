import { describe, expect, it } from 'vitest';
import { applyFieldMask } from './applyFieldMask.ts';

describe('applyFieldMask', () => {
  it('formats a CPF, a CNPJ and a CEP as they are typed', () => {
    expect(applyFieldMask({ type: 'cpf', mask: '' }, '52998224725')).toBe('529.982.247-25');
    expect(applyFieldMask({ type: 'cpf', mask: '' }, '5299')).toBe('529.9');
    expect(applyFieldMask({ type: 'cnpj', mask: '' }, '11222333000181')).toBe('11.222.333/0001-81');
    expect(applyFieldMask({ type: 'cep', mask: '' }, '01310-100')).toBe('01310-100');
  });

  it('drops what the mask does not take and leaves fields without a mask alone', () => {
    expect(applyFieldMask({ type: 'cpf', mask: '' }, '529.98x2')).toBe('529.982');
    expect(applyFieldMask({ type: 'text', mask: 'AA-00' }, 'sp12')).toBe('sp-12');
    expect(applyFieldMask({ type: 'text', mask: '' }, 'livre 1.2')).toBe('livre 1.2');
  });
});
