import type { LiveRoomServerToClient } from '@prosa/contracts';
import { notLiveStatuses } from '@prosa/domain';
import { eq } from 'drizzle-orm';
import type { Namespace } from 'socket.io';
import { logFailure } from '../app/logFailure.ts';
import type { AppServices } from '../app/services.ts';
import { conversations } from '../db/schema/index.ts';
import { readSummaries } from '../modules/live/rooms/readSummaries.ts';

type LiveRooms = Namespace<Record<string, never>, LiveRoomServerToClient>;

// Rooms on /live. A socket joins those matching what its member may see (fitLiveRooms).
export const liveRooms = {
  room: (accountId: string, conversationId: string) => `account:${accountId}:room:${conversationId}`,
  // Members who see every conversation of the account.
  staff: (accountId: string) => `account:${accountId}:staff`,
  // Managers of a department: every conversation in it.
  department: (accountId: string, departmentId: string) => `account:${accountId}:dept:${departmentId}`,
  // The parts of the view rule's reach (conversationReachOf): members who see every unassigned
  // room (managers), every room with the bot or over (managers), every room no human has held
  // (view rule "bots").
  unassigned: (accountId: string) => `account:${accountId}:unassigned`,
  notLive: (accountId: string) => `account:${accountId}:notLive`,
  neverAttended: (accountId: string) => `account:${accountId}:neverAttended`,
  member: (accountId: string, userId: string) => `account:${accountId}:user:${userId}`,
};

// Domain events to the panels. Messages and statuses go to the room's sockets; a changed
// conversation is read once and sent to exactly the rooms whose members may see it.
export function relayLiveRooms(live: LiveRooms, services: AppServices) {
  const { db } = services.database;
  services.events.on('message.created', ({ accountId, message }) => {
    live.to(liveRooms.room(accountId, message.conversationId)).emit('message', message);
  });
  services.events.on('message.status', ({ accountId, conversationId, seq, statuses }) => {
    live
      .to(liveRooms.room(accountId, conversationId))
      .emit('messageStatus', { conversationId, seq, statuses });
  });
  services.events.on('conversation.changed', ({ accountId, conversationId, formerMemberIds = [] }) => {
    readSummaries(db, accountId, '', eq(conversations.id, conversationId))
      .then(([row]) => {
        if (!row) return;
        const { summary } = row;
        const rooms = [liveRooms.staff(accountId), liveRooms.room(accountId, conversationId)];
        // Everyone who attended hears of it too, so a room transferred away leaves their inbox.
        for (const attendant of summary.attendants) rooms.push(liveRooms.member(accountId, attendant.id));
        // Participants hear of it like the holder; one who left hears it once more, to drop it.
        for (const participant of summary.participants)
          rooms.push(liveRooms.member(accountId, participant.id));
        for (const userId of formerMemberIds) rooms.push(liveRooms.member(accountId, userId));
        if (summary.attendantId) rooms.push(liveRooms.member(accountId, summary.attendantId));
        if (summary.departmentId) rooms.push(liveRooms.department(accountId, summary.departmentId));
        if (!summary.attendantId) rooms.push(liveRooms.unassigned(accountId));
        if (!summary.attendantId && summary.attendants.length === 0)
          rooms.push(liveRooms.neverAttended(accountId));
        if (notLiveStatuses.includes(summary.status)) rooms.push(liveRooms.notLive(accountId));
        live.to(rooms).emit('conversation', summary);
      })
      .catch((error) =>
        logFailure(
          services.log,
          error,
          { accountId, conversationId },
          'could not relay a conversation to the panels',
        ),
      );
  });
}
