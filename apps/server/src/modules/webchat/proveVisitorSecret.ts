import { createHash } from 'node:crypto';
import { visitorSecretPattern } from '@prosa/contracts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { bindSecretHash } from './visitorSecretRepository.ts';

// Digests are compared, never the secrets: a timing difference reveals nothing that helps find a
// secret whose SHA-256 matches.
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// The key of the visitor's file links (`GET /api/webchat/attachments/:id?key=`). Links end up in
// logs and browser history, so they carry this instead of the secret: it reads files, nothing else.
export const visitorFileKey = (secretHash: string) => sha256(`files:${secretHash}`);

// The visitor id is public (the panel lists it); the secret kept beside it in the widget's storage
// is what proves the visitor. A visitor id with no secret yet (a widget from before secrets) is
// bound to the first one presented (docs/decisions.md). Answers the visitor's file key.
export async function proveVisitorSecret(
  db: Db,
  visitor: { botId: string; visitorId: string },
  secret: unknown,
): Promise<string> {
  if (typeof secret !== 'string' || !visitorSecretPattern.test(secret))
    throw new CatalogueError('live.visitorSecretInvalid');
  const presented = sha256(secret);
  const stored = await bindSecretHash(db, visitor.botId, visitor.visitorId, presented);
  if (stored !== presented) throw new CatalogueError('live.visitorSecretInvalid');
  return visitorFileKey(stored);
}
