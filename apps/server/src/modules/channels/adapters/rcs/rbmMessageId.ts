import { createHash } from 'node:crypto';

// RBM takes an agent message's id from us and ignores a second send under the same id, but it must
// be a UUID (RFC 4122). Ours are 24 hex characters (newId): they ride inside one, in the layout of
// RFC 4122's variant and version 4, the last 6 hex digits zero, so a retry sends the same UUID and a
// DELIVERED or READ event that names it gives our id back (a send whose answer was lost is still
// found). Another id shape gets a UUID hashed from it: the same every time, just not readable back.
const ourId = /^[0-9a-f]{24}$/;
const carried = /^([0-9a-f]{8})-([0-9a-f]{4})-4([0-9a-f]{3})-8([0-9a-f]{3})-([0-9a-f]{6})000000$/;

export function rbmMessageIdOf(messageId: string): string {
  const id = ourId.test(messageId)
    ? messageId
    : createHash('sha256').update(messageId).digest('hex').slice(0, 24);
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-4${id.slice(12, 15)}-8${id.slice(15, 18)}-${id.slice(18)}000000`;
}

export function messageIdOfRbm(rbmMessageId: string): string | null {
  const parts = carried.exec(rbmMessageId.toLowerCase());
  return parts ? parts.slice(1).join('') : null;
}
