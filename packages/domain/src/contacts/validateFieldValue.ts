import { type CrmField, crmLimits, type ErrorCode } from '@prosa/contracts';
import { parseCnpj } from '../validators/parseCnpj.ts';
import { parseCpf } from '../validators/parseCpf.ts';
import { parseEmail } from '../validators/parseEmail.ts';
import { parseInternationalPhone } from '../validators/parseInternationalPhone.ts';
import { formatCents, parseMoney } from '../validators/parseMoney.ts';
import { parseNumber } from '../validators/parseNumber.ts';
import { parseCep } from './parseCep.ts';
import { parseHttpUrl } from './parseHttpUrl.ts';
import { parseIsoDate } from './parseIsoDate.ts';

export type FieldValueResult = { ok: true; value: string } | { ok: false; code: ErrorCode };

// Image and file fields hold a reference to an uploaded attachment, not its content.
const attachmentReferenceLimit = 2000;

const invalid = (code: ErrorCode): FieldValueResult => ({ ok: false, code });
const checked = (value: string | null, code: ErrorCode): FieldValueResult =>
  value === null ? invalid(code) : { ok: true, value };

// One value against its field's type, normalized as it is stored. The server and the contact form
// both run it, so a value the form accepts is never refused on save. '' (cleared) is always ok:
// whether the field is required is the caller's question (validateContactValues).
export function validateFieldValue(
  field: Pick<CrmField, 'type' | 'options' | 'currency' | 'required'>,
  raw: string,
): FieldValueResult {
  if (raw.length > crmLimits.value) return invalid('contacts.valueTooLong');
  const text = raw.trim();
  if (text === '') return { ok: true, value: '' };
  switch (field.type) {
    case 'text':
    case 'largeText':
      return { ok: true, value: text };
    // Not parseName: a company's name field holds "3M do Brasil" or "Loja 2000", which a person's
    // name rule refuses. Single spaces, so the same name is found and sorted the same.
    case 'name':
      return { ok: true, value: text.normalize('NFC').replace(/\s+/g, ' ') };
    case 'email':
      return checked(parseEmail(text), 'contacts.emailInvalid');
    case 'number': {
      const number = parseNumber(text);
      return checked(number !== null && /^-?\d+$/.test(number) ? number : null, 'contacts.numberInvalid');
    }
    case 'decimal':
      return checked(parseNumber(text), 'contacts.numberInvalid');
    case 'currency': {
      const cents = parseMoney(text);
      return checked(cents === null ? null : formatCents(cents), 'contacts.numberInvalid');
    }
    case 'date':
      return checked(parseIsoDate(text), 'contacts.dateInvalid');
    case 'url':
      return checked(parseHttpUrl(text), 'contacts.urlInvalid');
    case 'phone':
      return checked(parseInternationalPhone(text), 'contacts.phoneInvalid');
    case 'list':
      return checked(field.options.includes(text) ? text : null, 'contacts.optionInvalid');
    case 'image':
    case 'file':
      return checked(text.length <= attachmentReferenceLimit ? text : null, 'contacts.valueTooLong');
    case 'cnpj':
      return checked(parseCnpj(text), 'contacts.cnpjInvalid');
    case 'cpf':
      return checked(parseCpf(text), 'contacts.cpfInvalid');
    case 'cep':
      return checked(parseCep(text), 'contacts.cepInvalid');
  }
}
