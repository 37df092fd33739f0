import type { PermissionKey } from '@prosa/contracts';
import type { ServerLogger } from '../app/createLogger.ts';
import { logFailure } from '../app/logFailure.ts';
import type { SocketIdentity } from './authenticateSocket.ts';
import type { MemberPermissions } from './cacheMemberPermissions.ts';

// `fail`: told when the check itself could not run (the database did not answer), so an event the
// client awaits an answer for still gets one.
export type LiveEventGuard = (
  permission: PermissionKey,
  handle: () => unknown,
  lane?: string,
  fail?: (error: unknown) => void,
) => void;

// Socket events are checked like routes, against the member's access at the moment of the event
// rather than of the handshake: a level, permission or module withdrawn after connecting stops the
// next event (the permissions are cached, and forgotten when they change: cacheMemberPermissions).
// The events of one socket run in the order they came, so two quick status changes are relayed as
// sent and an acknowledged sync means the earlier events ran. An event given a `lane` (a send, by
// its conversation) is checked in that order too but then runs in its lane only: one attendant's
// messages in different conversations do not wait for each other, those of one conversation
// are stored in the order sent. A refused event is dropped (the client has nothing to retry with).
// An event that failed with no `fail` to tell is logged, with who sent it.
export function guardLiveEvents(
  permissionsOf: MemberPermissions,
  identity: SocketIdentity,
  log: ServerLogger,
): LiveEventGuard {
  let queue: Promise<unknown> = Promise.resolve();
  const lanes = new Map<string, Promise<unknown>>();
  const about = { accountId: identity.accountId, userId: identity.userId };
  const report = (error: unknown, lane?: string) =>
    logFailure(log, error, lane === undefined ? about : { ...about, lane }, 'a /live event failed');
  const runInLane = (lane: string, handle: () => unknown) => {
    const run = (lanes.get(lane) ?? Promise.resolve()).then(handle).catch((error) => report(error, lane));
    lanes.set(lane, run);
    void run.then(() => {
      if (lanes.get(lane) === run) lanes.delete(lane);
    });
  };
  return (permission, handle, lane, fail) => {
    queue = queue
      .then(async () => {
        const granted = await permissionsOf(identity.accountId, identity.userId);
        if (!granted?.has(permission)) return;
        if (lane === undefined) await handle();
        else runInLane(lane, handle);
      })
      .catch((error) => (fail ? fail(error) : report(error)));
  };
}
