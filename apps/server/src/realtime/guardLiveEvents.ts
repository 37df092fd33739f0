import { grantedPermissions, type PermissionKey } from '@prosa/contracts';
import type { Db } from '../db/database.ts';
import { findMemberAccess } from '../modules/accessControl/permissionDocumentRepository.ts';
import type { SocketIdentity } from './authenticateSocket.ts';

// Socket events are checked like routes, against the member's access at the moment of the event
// rather than of the handshake: a level, permission or module withdrawn after connecting stops the
// very next event. One query per event; the events of one socket run in the order they came, so
// two quick status changes are relayed as sent. A refused event is dropped (the client has nothing
// to retry with).
export function guardLiveEvents(db: Db, identity: SocketIdentity) {
  let queue = Promise.resolve();
  return (permission: PermissionKey, handle: () => unknown) => {
    queue = queue
      .then(async () => {
        const found = await findMemberAccess(db, identity.accountId, identity.userId);
        if (!found) return;
        const { membership, maps, account } = found;
        if (grantedPermissions(membership.level, maps, account.modules).includes(permission)) await handle();
      })
      .catch(() => undefined);
  };
}
