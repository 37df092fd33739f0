import {
  type AccessControlInput,
  isPermissionKey,
  type PermissionDocument,
  type PermissionMaps,
  permissionAreaOf,
  permissionNameOf,
  permissionRules,
} from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { documentLevels } from './documentLevels.ts';
import { saveDocument } from './permissionDocumentRepository.ts';
import { toPermissionDocument } from './toPermissionDocument.ts';

// Replaces one level's document: the keys sent are the level's choices, the others fall back to
// the catalogue's defaults. Everything is checked before the single write, so a refusal changes
// nothing.
export async function updatePermissionDocument(
  ctx: RequestContext,
  level: number,
  input: AccessControlInput,
): Promise<PermissionDocument> {
  if (!documentLevels.includes(level as (typeof documentLevels)[number]) || level <= ctx.level)
    throw new CatalogueError('accessControl.levelNotEditable');
  const maps: PermissionMaps = {};
  for (const [key, isGranted] of Object.entries(input.permissions)) {
    if (!isPermissionKey(key)) throw new CatalogueError('accessControl.permissionUnknown', { key });
    if (level > permissionRules[key].maxLevel)
      throw new CatalogueError('accessControl.permissionAboveLevel', { key });
    const area = permissionAreaOf(key);
    maps[area] = { ...maps[area], [permissionNameOf(key)]: isGranted };
  }
  await saveDocument(ctx.db, ctx.accountId, level, maps);
  ctx.events.emit('access.changed', { accountId: ctx.accountId });
  return toPermissionDocument(level, maps, ctx.level);
}
