import { z } from 'zod';

export const contactIdentity = z.object({
  channel: z.string(),
  externalId: z.string(),
  createdAt: z.string(),
});
export type ContactIdentity = z.output<typeof contactIdentity>;

// GET /api/contacts/:id/identities, oldest first.
export const contactIdentitiesResponse = z.object({ items: z.array(contactIdentity) });
export type ContactIdentitiesResponse = z.output<typeof contactIdentitiesResponse>;

// POST /api/contacts/:id/merge: the contact in the path is kept, `otherId` moves into it and is
// deleted.
export const contactMergeInput = z.object({
  otherId: z.string({ error: 'generic.invalidInput' }).regex(/^[\w-]{1,64}$/, 'contacts.notFound'),
});
export type ContactMergeInput = z.input<typeof contactMergeInput>;

// What moved from the deleted contact into the kept one (also the "merged" timeline event's data).
export const contactMergeResult = z.object({
  keptId: z.string(),
  mergedId: z.string(),
  mergedName: z.string(),
  moved: z.object({
    identities: z.number(),
    conversations: z.number(),
    leads: z.number(),
    tags: z.number(),
    events: z.number(),
  }),
});
export type ContactMergeResult = z.output<typeof contactMergeResult>;
