import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../../../app/env.ts';

// The key that seals channel credentials at rest (AES-256-GCM, sealSecrets). PROSA_SECRET_KEY is
// hashed to 32 bytes, so any long random string serves; production refuses to start without it
// (checkProductionEnv). The demo generates one into the data folder on first start, so its sealed
// credentials survive restarts and no one has to configure anything.
export function loadSecretKey(env: Pick<Env, 'PROSA_SECRET_KEY' | 'DATA_DIR' | 'isProduction'>): Buffer {
  if (env.PROSA_SECRET_KEY) return createHash('sha256').update(env.PROSA_SECRET_KEY).digest();
  if (env.isProduction) throw new Error('PROSA_SECRET_KEY is required in production');
  const file = join(env.DATA_DIR, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    // wx: two processes starting on one data folder at once keep the first one's key.
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return createHash('sha256').update(readFileSync(file, 'utf8').trim()).digest();
}
