import { conversationReachOf } from '@prosa/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { conversations } from '../db/schema/index.ts';
import { isVisible } from '../modules/live/rooms/findVisibleConversation.ts';
import { type LiveViewer, loadViewer } from '../modules/live/rooms/loadViewer.ts';
import type { SocketIdentity } from './authenticateSocket.ts';
import type { MemberPermissions } from './cacheMemberPermissions.ts';
import { liveRooms } from './relayLiveRooms.ts';

// What fitLiveRooms needs of a socket; a local socket and fetchSockets' entries both have it.
interface LiveSocket {
  data: { identity?: SocketIdentity };
  rooms: Set<string>;
  join(rooms: string | string[]): unknown;
  leave(room: string): unknown;
}

// The conversation rooms a member may hear of, read from the view rule's reach
// (conversationReachOf), the same one canSeeConversation and the live lists' SQL read; their own
// rooms come through their member room.
function reachRoomsOf(viewer: LiveViewer) {
  const { accountId } = viewer;
  const reach = conversationReachOf(viewer);
  const rooms = [liveRooms.member(accountId, viewer.userId)];
  if (reach.everything) return [...rooms, liveRooms.staff(accountId)];
  if (reach.unassigned) rooms.push(liveRooms.unassigned(accountId));
  if (reach.notLive) rooms.push(liveRooms.notLive(accountId));
  if (reach.neverAttended) rooms.push(liveRooms.neverAttended(accountId));
  rooms.push(...reach.departmentIds.map((d) => liveRooms.department(accountId, d)));
  return rooms;
}

// Fits a /live socket's rooms to what its member may hear of now: joins the reach rooms, and
// leaves the reach rooms and entered conversation rooms (enterRoom) they may no longer see. Runs on
// connect (a recovered connection comes back with its old rooms) and whenever their access changes
// (refitOnAccessChange.ts). Without `live.attend`, or no longer a member, they hear of nothing.
export async function fitLiveRooms(socket: LiveSocket, db: Db, permissionsOf: MemberPermissions) {
  const identity = socket.data.identity;
  if (!identity) return;
  const { accountId, userId } = identity;
  const granted = await permissionsOf(accountId, userId);
  const viewer = granted?.has('live.attend') ? await loadViewer(db, accountId, userId) : null;
  const reach = new Set(viewer ? reachRoomsOf(viewer) : []);
  const ownPrefix = `account:${accountId}:`;
  const entered = liveRooms.room(accountId, '');
  const enteredIds: string[] = [];
  for (const room of [...socket.rooms]) {
    if (room.startsWith(entered)) enteredIds.push(room.slice(entered.length));
    else if (room.startsWith(ownPrefix) && !reach.has(room)) await socket.leave(room);
  }
  const visibleIds = new Set<string>();
  if (viewer && enteredIds.length > 0) {
    const rows = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.accountId, accountId), inArray(conversations.id, enteredIds)));
    for (const row of rows) if (isVisible(viewer, row)) visibleIds.add(row.id);
  }
  for (const id of enteredIds) if (!visibleIds.has(id)) await socket.leave(liveRooms.room(accountId, id));
  const missing = [...reach].filter((room) => !socket.rooms.has(room));
  if (missing.length > 0) await socket.join(missing);
}
