import type { AnswerValidation, Language } from '@prosa/contracts';
import { parseCnpj } from './parseCnpj.ts';
import { parseCpf } from './parseCpf.ts';
import { parseDate } from './parseDate.ts';
import { parseEmail } from './parseEmail.ts';
import { formatCents, parseMoney } from './parseMoney.ts';
import { parseName } from './parseName.ts';
import { parseNumber } from './parseNumber.ts';
import { parsePhone } from './parsePhone.ts';

export type AnswerCheck = { isValid: true; value: string } | { isValid: false };

// Checks a typed answer against a question's validation and gives the value to keep.
export function validateAnswer(
  validation: AnswerValidation,
  text: string,
  language: Language = 'pt-BR',
): AnswerCheck {
  const value = readAnswer(validation, text, language);
  return value === null ? { isValid: false } : { isValid: true, value };
}

function readAnswer(validation: AnswerValidation, text: string, language: Language): string | null {
  switch (validation) {
    case 'none':
      return text.trim() || null;
    case 'name':
      return parseName(text);
    case 'email':
      return parseEmail(text);
    case 'phone':
      return parsePhone(text);
    case 'cpf':
      return parseCpf(text);
    case 'cnpj':
      return parseCnpj(text);
    case 'money': {
      const cents = parseMoney(text);
      return cents === null ? null : formatCents(cents);
    }
    case 'date':
      return parseDate(text, language);
    case 'number':
      return parseNumber(text);
  }
}
