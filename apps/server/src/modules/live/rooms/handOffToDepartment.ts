import { transshipmentUnrealized } from '@prosa/domain';
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../../../app/services.ts';
import type { Db } from '../../../db/database.ts';
import { conversations } from '../../../db/schema/index.ts';
import { syncNumberStatus } from '../../flows/index.ts';
import { broadcastQueuePositions } from '../queue/broadcastQueuePositions.ts';
import { distributeQueue } from '../queue/distributeQueue.ts';
import { hasAttendeeOnline } from '../queue/hasAttendeeOnline.ts';
import { isDepartmentOpen } from '../queue/isDepartmentOpen.ts';
import { type DepartmentRow, findDepartment } from './findDepartment.ts';
import { notifyCustomer } from './notifyCustomer.ts';

// The bot hands a conversation to humans: it joins the department's queue (automatic when the
// department distributes, manual otherwise) and the distribution runs at once. A department
// outside its business hours (its journey) takes nothing, and one without a queue takes it only
// when one of its attendants can receive it now; otherwise the customer hears noVacancy and the
// conversation stays with the bot, transshipment unrealized (docs/decisions.md). A queued customer
// hears that every attendant is busy only when nobody who could take the room is online.
export async function handOffToDepartment(
  services: Pick<AppServices, 'database' | 'events' | 'clock'>,
  input: { accountId: string; conversationId: string; departmentId: string | null },
) {
  const { db } = services.database;
  const { accountId, conversationId } = input;
  const department = await findDepartment(db, accountId, input.departmentId);
  const now = services.clock.now();
  const where = and(
    eq(conversations.id, conversationId),
    eq(conversations.accountId, accountId),
    eq(conversations.status, 'bot'),
  );
  const changed = () => services.events.emit('conversation.changed', { accountId, conversationId });
  if (department && !(await canTakeNow(db, department, now))) {
    const [row] = await db
      .update(conversations)
      .set({ transshipment: transshipmentUnrealized, departmentId: department.id })
      .where(where)
      .returning();
    if (!row) return;
    changed();
    // The bot goes on with the customer: a number left with an earlier room's status reads `bot`.
    await syncNumberStatus(db, accountId, conversationId);
    await notifyCustomer(services, {
      accountId,
      conversationId,
      language: row.language,
      key: 'noVacancy',
      clientMessageId: `sys:noVacancy:${conversationId}:${now.getTime()}`,
    });
    return;
  }
  const automatic = department ? department.distribution !== 'none' : false;
  const [row] = await db
    .update(conversations)
    .set({
      status: automatic ? 'queueAutomatic' : 'queueManual',
      transshipment: 'waiting',
      departmentId: department?.id ?? null,
      attendantId: null,
      queuedAt: now,
    })
    .where(where)
    .returning();
  if (!row) return;
  changed();
  await syncNumberStatus(db, accountId, conversationId);
  if (department && automatic) await distributeQueue(services, accountId, department.id);
  const [after] = await db
    .select({ status: conversations.status })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  if (after?.status !== row.status) return;
  if (department?.queuePositionBroadcast) return broadcastQueuePositions(services, accountId, department.id);
  const isAttendeeOnline = await hasAttendeeOnline(db, accountId, department);
  await notifyCustomer(services, {
    accountId,
    conversationId,
    language: row.language,
    key: isAttendeeOnline ? 'waiting' : 'queue',
    clientMessageId: `sys:queue:${conversationId}:${now.getTime()}`,
  });
}

async function canTakeNow(db: Db, department: DepartmentRow, now: Date) {
  if (!(await isDepartmentOpen(db, department, now))) return false;
  if (department.queue) return true;
  return hasAttendeeOnline(db, department.accountId, department);
}
