import { timingSafeEqual } from 'node:crypto';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { visitorFileKey } from './proveVisitorSecret.ts';
import { findSecretHash } from './visitorSecretRepository.ts';

// A file link's key (see visitorFileKey): only a visitor whose widget proved its secret has one.
// The key itself is the credential here, so it is compared in constant time.
export async function proveVisitorFileKey(
  db: Db,
  visitor: { botId: string; visitorId: string },
  key: string,
) {
  const stored = await findSecretHash(db, visitor.botId, visitor.visitorId);
  const expected = Buffer.from(stored ? visitorFileKey(stored) : '');
  const presented = Buffer.from(key);
  const isValid =
    expected.length > 0 && presented.length === expected.length && timingSafeEqual(presented, expected);
  if (!isValid) throw new CatalogueError('live.visitorSecretInvalid');
}
