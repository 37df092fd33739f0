import type { Session } from '@prosa/contracts';
import type { Db } from '../../db/database.ts';
import { listUserSessions } from './sessionRepository.ts';

export async function listSessions(db: Db, userId: string, currentSessionId: string): Promise<Session[]> {
  const rows = await listUserSessions(db, userId);
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    ip: row.ip,
    lastSeenAt: row.lastSeenAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    isCurrent: row.id === currentSessionId,
  }));
}
