import { z } from 'zod';
import { type PermissionKey, permissionKeys } from './permissions.ts';

// The access control screen: the catalogue with each key's floor and default, and the document of
// each account level (12–15) as the flat map of what it grants.
const permissionKeySchema = z.enum(permissionKeys as [PermissionKey, ...PermissionKey[]]);

export const permissionDocumentSchema = z.object({
  level: z.number().int(),
  isEditable: z.boolean(),
  permissions: z.partialRecord(permissionKeySchema, z.boolean()),
});
export type PermissionDocument = z.infer<typeof permissionDocumentSchema>;

export const accessControlResponse = z.object({
  catalogue: z.array(z.object({ key: permissionKeySchema, maxLevel: z.number(), defaultLevel: z.number() })),
  documents: z.array(permissionDocumentSchema),
});
export type AccessControl = z.infer<typeof accessControlResponse>;

export const accessControlLevelParams = z.object({ level: z.coerce.number().int().min(0).max(99) });

// Keys are checked by the server against the catalogue (unknown or beyond the level's floor answer
// their own catalogue errors), so the body only bounds their shape and number.
export const accessControlInput = z.object({
  permissions: z
    .record(z.string().max(80), z.boolean())
    .refine((map) => Object.keys(map).length <= 200, 'generic.invalidInput'),
});
export type AccessControlInput = z.infer<typeof accessControlInput>;

export const permissionDocumentResponse = z.object({ document: permissionDocumentSchema });
