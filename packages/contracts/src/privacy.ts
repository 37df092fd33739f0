import { z } from 'zod';

// A customer's data under Brazil's data-protection law (LGPD, issue 16): an administrator exports
// everything Prosa holds about a contact as a zip archive, erases it, and reads the audit log.

export const privacyExportStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type PrivacyExportStatus = (typeof privacyExportStatuses)[number];

// POST /api/privacy/contacts/:id/exports and GET /api/privacy/exports/:id: the archive's job.
export const privacyExport = z.object({
  id: z.string(),
  contactId: z.string(),
  status: z.enum(privacyExportStatuses),
  // Conversations and attachment files written so far, of `totalItems`.
  processedItems: z.number(),
  totalItems: z.number(),
  fileSize: z.number().nullable(),
  // A catalogue key when the job failed.
  failure: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type PrivacyExport = z.output<typeof privacyExport>;

// POST /api/privacy/contacts/:id/erasure: the contact's name typed again (its id when it has no
// name), so an erasure is never one click away.
export const privacyErasureInput = z.object({
  confirmation: z.string({ error: 'privacy.confirmationMismatch' }).max(500, 'privacy.confirmationMismatch'),
});
export type PrivacyErasureInput = z.input<typeof privacyErasureInput>;

// What an erasure removed or made anonymous (also the audit row's details).
export const privacyErasureCounts = z.object({
  conversations: z.number(),
  messages: z.number(),
  attachments: z.number(),
  identities: z.number(),
  leads: z.number(),
  optOuts: z.number(),
  numberEvents: z.number(),
  timelineEvents: z.number(),
  exports: z.number(),
});
export type PrivacyErasureCounts = z.output<typeof privacyErasureCounts>;
export const privacyErasureResult = z.object({ contactId: z.string(), erased: privacyErasureCounts });

export const privacyAuditActions = ['exportRequested', 'exportDownloaded', 'erased'] as const;
export type PrivacyAuditAction = (typeof privacyAuditActions)[number];

// GET /api/privacy/audit: newest first. The contact's name is read from the CRM while the contact
// exists; after an erasure only its id remains.
export const privacyAuditQuery = z.object({
  contactId: z
    .string()
    .regex(/^[\w-]{1,64}$/, 'generic.invalidInput')
    .optional(),
  cursor: z.string().max(500, 'privacy.cursorInvalid').optional(),
  limit: z.coerce.number({ error: 'generic.invalidInput' }).int().min(1).max(100).default(50),
});
export const privacyAuditEntry = z.object({
  id: z.string(),
  action: z.enum(privacyAuditActions),
  contactId: z.string(),
  contactName: z.string().nullable(),
  // person | company while the contact exists (its page's path), null after its erasure.
  contactType: z.enum(['person', 'company']).nullable(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type PrivacyAuditEntry = z.output<typeof privacyAuditEntry>;
export const privacyAuditPage = z.object({
  items: z.array(privacyAuditEntry),
  nextCursor: z.string().nullable(),
});
