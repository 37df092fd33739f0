import { sql } from 'drizzle-orm';
import { conversations } from '../../../db/schema/index.ts';

// The room lists this member among its participants (group attendance).
export const hasParticipant = (userId: string) =>
  sql`${conversations.participants} @> ${JSON.stringify([{ id: userId }])}::jsonb`;
