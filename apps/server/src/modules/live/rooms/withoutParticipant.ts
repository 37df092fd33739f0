import { sql } from 'drizzle-orm';
import { conversations } from '../../../db/schema/index.ts';

// The room's participants less this member, in their order: the value to set when they leave, are
// removed, or become the holder (a holder is never also a participant).
export const withoutParticipant = (userId: string) =>
  sql`(select coalesce(jsonb_agg(p order by n), '[]'::jsonb)
    from jsonb_array_elements(${conversations.participants}) with ordinality as e(p, n)
    where p->>'id' <> ${userId})`;
