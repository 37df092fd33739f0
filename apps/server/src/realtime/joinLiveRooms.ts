import type { Socket } from 'socket.io';
import type { Db } from '../db/database.ts';
import { loadViewer } from '../modules/live/rooms/loadViewer.ts';
import type { SocketIdentity } from './authenticateSocket.ts';
import { liveRooms } from './relayLiveRooms.ts';

// Joins a /live socket to the conversation rooms its member may hear of, by the same reach as
// canSeeConversation: everything (administrators, see-others), a department's rooms (managers), a
// department's unassigned rooms (view rule "all"), and always their own.
export async function joinLiveRooms(socket: Socket, db: Db, identity: SocketIdentity) {
  const viewer = await loadViewer(db, identity.accountId, identity.userId);
  if (!viewer) return;
  const { accountId } = identity;
  const rooms = [liveRooms.member(accountId, identity.userId)];
  if (viewer.level <= 12 || (viewer.level > 13 && viewer.canSeeOthers))
    rooms.push(liveRooms.staff(accountId));
  else if (viewer.level === 13)
    rooms.push(...viewer.departmentIds.map((d) => liveRooms.department(accountId, d)));
  else if (viewer.viewRule === 'all')
    rooms.push(...viewer.departmentIds.map((d) => liveRooms.departmentQueue(accountId, d)));
  await socket.join(rooms);
}
