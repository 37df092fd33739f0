import type { ConversationOrigin } from '@prosa/contracts';
import { initialInternalStatus } from '@prosa/domain';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { AppServices } from '../../../app/services.ts';
import { insertCustomerConversation } from '../../channels/index.ts';
import { syncNumberStatus } from '../../flows/index.ts';
import { findOrCreateVisitorContact } from '../../webchat/index.ts';
import { findDepartment } from './findDepartment.ts';
import type { LiveActor } from './LiveServices.ts';
import { loadViewer } from './loadViewer.ts';
import { lockAttendantSlot } from './lockAttendantSlot.ts';

// Proactive chat: an attendant opens a conversation with a webchat visitor browsing now. The room
// is born `internal`, held by its starter, in the bot's default department, and counts against
// their maximum under the same lock as a take. The unique index on a visitor's open conversation
// decides a race with the visitor's own first message or another attendant: one room, the loser
// refused. The attendant's messages reach the widget like any other; the customer's reply moves
// the room to `waiting`.
export async function startVisitorConversation(
  services: Pick<AppServices, 'database' | 'events' | 'clock' | 'visitors'>,
  actor: LiveActor,
  input: { botId: string; visitorId: string },
) {
  const { db } = services.database;
  const visitor = await services.visitors.find(actor.accountId, input.botId, input.visitorId);
  if (!visitor) throw new CatalogueError('live.visitorGone');
  const viewer = await loadViewer(db, actor.accountId, actor.userId);
  if (!viewer) throw new CatalogueError('generic.forbidden');
  const department = await findDepartment(db, actor.accountId, visitor.defaultDepartmentId);
  const contact = await findOrCreateVisitorContact(db, visitor);
  const now = services.clock.now();
  const started = await db.transaction(async (tx) => {
    await lockAttendantSlot(tx, {
      accountId: actor.accountId,
      attendantId: actor.userId,
      maxAttendances: department?.maxAttendances ?? null,
    });
    // The one creation path of every channel, born held by its starter.
    return insertCustomerConversation(tx, visitor, contact, now, {
      status: initialInternalStatus,
      origin: 'attendant' satisfies ConversationOrigin,
      departmentId: department?.id ?? null,
      attendantId: actor.userId,
      attendants: [{ id: actor.userId, name: viewer.name }],
      assignedAt: now,
      queuedAt: null,
    });
  });
  if (!started) throw new CatalogueError('live.visitorInConversation');
  await syncNumberStatus(db, actor.accountId, started.id);
  services.events.emit('conversation.changed', { accountId: actor.accountId, conversationId: started.id });
  return started;
}
