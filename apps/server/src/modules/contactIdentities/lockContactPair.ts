import type { Db } from '../../db/database.ts';
import { findContact } from '../contacts/index.ts';

// Both contacts of a merge under a row lock, always taken in id order so two merges of the same
// pair (or crossing pairs) wait for each other instead of deadlocking. Null for one not found.
export async function lockContactPair(tx: Db, accountId: string, firstId: string, secondId: string) {
  const [low, high] = firstId < secondId ? [firstId, secondId] : [secondId, firstId];
  const lowRow = await findContact(tx, accountId, low, true);
  const highRow = await findContact(tx, accountId, high, true);
  return firstId === low ? [lowRow, highRow] : [highRow, lowRow];
}
