import { answerValidations } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { validateAnswer } from './validateAnswer.ts';

describe('validateAnswer', () => {
  it.each([
    ['none', ' qualquer coisa ', 'qualquer coisa'],
    ['name', 'maria  clara', 'maria clara'],
    ['email', 'Ana@X.com', 'ana@x.com'],
    ['phone', '(11) 91234-5678', '+5511912345678'],
    ['cpf', '529.982.247-25', '52998224725'],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['money', 'R$ 1.234,5', '1234.50'],
    ['date', '31/12/2024', '2024-12-31'],
    ['number', '2,5', '2.5'],
  ] as const)('keeps a valid %s answer in its stored form', (validation, text, value) => {
    expect(validateAnswer(validation, text)).toEqual({ isValid: true, value });
  });

  it('refuses an empty answer whatever the validation', () => {
    for (const validation of answerValidations) expect(validateAnswer(validation, '  ').isValid).toBe(false);
  });

  it('reads dates in the customer language', () => {
    expect(validateAnswer('date', '12/31/2024', 'en-US')).toEqual({ isValid: true, value: '2024-12-31' });
    expect(validateAnswer('date', '12/31/2024', 'pt-BR')).toEqual({ isValid: false });
  });
});
