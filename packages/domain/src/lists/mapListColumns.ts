import type { ErrorCode, ListChannel } from '@prosa/contracts';
import { normalizeText } from '../knowledge/normalizeText.ts';

// Which of a list file's columns holds the name, the e-mail and the phone (-1: none), and the
// others, kept as the entry's fields under their header (the dispatch's variables).
export interface ListColumns {
  name: number;
  email: number;
  phone: number;
  fields: { index: number; header: string }[];
}

// Headers as people write them in the three languages, compared without case or accents.
const headerNames = {
  name: ['nome', 'name', 'nombre', 'nome completo', 'full name', 'nombre completo'],
  email: ['email', 'e mail', 'correo', 'correo electronico'],
  phone: ['telefone', 'phone', 'telefono', 'celular', 'whatsapp', 'mobile', 'fone', 'numero', 'number'],
} as const;

const columnOf = (normalized: string[], names: readonly string[]) =>
  normalized.findIndex((header) => names.includes(header));

// The columns of a CSV list (spec campaigns §5): an e-mail list needs the e-mail column, an SMS or
// WhatsApp list the phone column. The file's header row decides; the order does not matter.
export function mapListColumns(
  header: readonly string[],
  channel: ListChannel,
): { ok: true; columns: ListColumns } | { ok: false; code: ErrorCode } {
  const normalized = header.map(normalizeText);
  const name = columnOf(normalized, headerNames.name);
  const email = columnOf(normalized, headerNames.email);
  const phone = columnOf(normalized, headerNames.phone);
  if (channel === 'email' && email < 0) return { ok: false, code: 'lists.emailColumnMissing' };
  if (channel !== 'email' && phone < 0) return { ok: false, code: 'lists.phoneColumnMissing' };
  const fields = header
    .map((text, index) => ({ index, header: text.trim() }))
    .filter(({ index, header: text }) => text !== '' && ![name, email, phone].includes(index));
  return { ok: true, columns: { name, email, phone, fields } };
}
