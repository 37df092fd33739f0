import { createHash } from 'node:crypto';
import type { Env } from './env.ts';

// What the processes serving one database share in a Redis that others may use too (another
// deployment, each test file's servers): a short hash of the database's address, for the abuse
// limits' keys and the sockets' stream. Processes of one database count and broadcast together.
export function deploymentKey(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>) {
  return createHash('sha256')
    .update(env.DATABASE_URL ?? env.DATA_DIR)
    .digest('hex')
    .slice(0, 12);
}
