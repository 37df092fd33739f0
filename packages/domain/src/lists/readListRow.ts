import type { ErrorCode, ListChannel } from '@prosa/contracts';
import { parseEmail } from '../validators/parseEmail.ts';
import { parseInternationalPhone } from '../validators/parseInternationalPhone.ts';
import { parsePhone } from '../validators/parsePhone.ts';
import type { ListColumns } from './mapListColumns.ts';

export interface ListRecipientValues {
  name: string;
  email: string;
  // E.164 without the "+", as providers take it; empty when the row has none.
  phone: string;
  fields: Record<string, string>;
}

// A WhatsApp number is written with its country code (spec campaigns §5, "55 plus number"): the
// digits, perhaps after a "+", must make a valid international number as they are. No country is
// guessed, because a national number would reach whoever holds it in another country.
function whatsappPhone(text: string): string | null {
  const digits = text.replace(/[\s().-]/g, '').replace(/^\+/, '');
  return /^\d+$/.test(digits) ? parseInternationalPhone(`+${digits}`) : null;
}

// One data row of a CSV list, checked for the list's channel (spec campaigns §5): the channel's
// own column must hold a valid address; the other one is kept when valid and dropped when not,
// since nothing is sent to it. SMS numbers may be typed as in Brazil (parsePhone).
export function readListRow(
  cells: readonly string[],
  columns: ListColumns,
  channel: ListChannel,
): { ok: true; values: ListRecipientValues } | { ok: false; code: ErrorCode } {
  const cell = (index: number) => (index < 0 ? '' : (cells[index] ?? '').trim());
  const emailText = cell(columns.email);
  const phoneText = cell(columns.phone);
  const email = emailText ? parseEmail(emailText) : null;
  const readPhone = channel === 'whatsapp' ? whatsappPhone : parsePhone;
  const phone = phoneText ? readPhone(phoneText) : null;
  if (channel === 'email' && !email) return { ok: false, code: 'lists.emailInvalid' };
  if (channel === 'whatsapp' && !phone)
    return {
      ok: false,
      code: phoneText && parsePhone(phoneText) ? 'lists.whatsappPhoneNeedsCountryCode' : 'lists.phoneInvalid',
    };
  if (channel === 'sms' && !phone) return { ok: false, code: 'lists.phoneInvalid' };
  const fields: Record<string, string> = {};
  for (const { index, header } of columns.fields) fields[header] = cell(index);
  return {
    ok: true,
    values: { name: cell(columns.name), email: email ?? '', phone: phone?.replace(/^\+/, '') ?? '', fields },
  };
}
