import { type AccessControl, permissionKeys, permissionRules } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { documentLevels } from './documentLevels.ts';
import { findDocuments } from './permissionDocumentRepository.ts';
import { toPermissionDocument } from './toPermissionDocument.ts';

export async function getAccessControl(ctx: RequestContext): Promise<AccessControl> {
  const stored = await findDocuments(ctx.db, ctx.accountId);
  return {
    catalogue: permissionKeys.map((key) => ({ key, ...permissionRules[key] })),
    documents: documentLevels.map((level) =>
      toPermissionDocument(level, stored.get(level) ?? null, ctx.level),
    ),
  };
}
