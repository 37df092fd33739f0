import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { insertAccessAttempt } from './accessLogRepository.ts';

interface Who {
  userId: string;
  accountId: string | null;
}

// Runs one step of signing in (password, code, account choice) and writes its outcome to the
// person's access log: 'success' (or what the step says), or the catalogue code of whatever refused
// it, so refusals added to the flow later are logged without naming them here. Attempts against an
// unknown e-mail have nobody to be logged against.
export async function recordAccessOutcome<T>(
  db: Db,
  origin: { ip: string; device: string },
  step: () => Promise<T>,
  outcome: { onSuccess: (value: T) => Who & { result?: string }; onRefusal: () => Promise<Who | null> },
): Promise<T> {
  let value: T;
  try {
    value = await step();
  } catch (error) {
    if (error instanceof CatalogueError) {
      const who = await outcome.onRefusal();
      if (who) await insertAccessAttempt(db, { ...who, ...origin, result: error.code });
    }
    throw error;
  }
  const { result = 'success', ...who } = outcome.onSuccess(value);
  await insertAccessAttempt(db, { ...who, ...origin, result });
  return value;
}
