import { z } from 'zod';

export interface ContactIdentity {
  channel: string;
  externalId: string;
  createdAt: string;
}

// GET /api/contacts/:id/identities, oldest first.
export interface ContactIdentitiesResponse {
  items: ContactIdentity[];
}

// POST /api/contacts/:id/merge: the contact in the path is kept, `otherId` moves into it and is
// deleted.
export const contactMergeInput = z.object({
  otherId: z.string({ error: 'generic.invalidInput' }).regex(/^[\w-]{1,64}$/, 'contacts.notFound'),
});
export type ContactMergeInput = z.input<typeof contactMergeInput>;

// What moved from the deleted contact into the kept one (also the "merged" timeline event's data).
export interface ContactMergeResult {
  keptId: string;
  mergedId: string;
  mergedName: string;
  moved: { identities: number; conversations: number; leads: number; tags: number; events: number };
}
