import type { Namespace } from 'socket.io';
import type { DomainEvents } from '../app/domainEvents.ts';
import { logFailure } from '../app/logFailure.ts';
import type { AppServices } from '../app/services.ts';
import type { MemberPermissions } from './cacheMemberPermissions.ts';
import { fitLiveRooms } from './fitLiveRooms.ts';

type AccessChange = DomainEvents['access.changed'] | DomainEvents['member.accessChanged'];
const shared = { account: 'accountAccessChanged', member: 'memberAccessChanged' } as const;

// A change of who may see what (a member's level, departments, view rule, see-others, activity or
// membership; a level's permission document) refits the rooms of the /live sockets it concerns, so
// summaries and messages they may no longer see stop at once rather than at their next connect.
// Domain events stay in their process: with Redis every other process hears the change through
// serverSideEmit, forgets its cached permissions (re-emitting the event locally, marked as coming
// from another server so it is not passed on again) and refits its own sockets.
export function refitOnAccessChange(
  live: Namespace,
  services: AppServices,
  permissionsOf: MemberPermissions,
) {
  const { events } = services;
  const isShared = Boolean(services.env.REDIS_URL);
  const refit = (room: string) =>
    live.local
      .in(room)
      .fetchSockets()
      .then((sockets) =>
        Promise.all(sockets.map((socket) => fitLiveRooms(socket, services.database.db, permissionsOf))),
      )
      .catch((error) =>
        logFailure(services.log, error, { room }, 'could not refit the /live rooms of a room'),
      );
  const share = (name: string, change: AccessChange) => {
    if (isShared && !change.fromOtherServer) live.serverSideEmit(name, change);
  };

  events.on('access.changed', (change) => {
    share(shared.account, change);
    void refit(`account:${change.accountId}`);
  });
  events.on('member.accessChanged', (change) => {
    share(shared.member, change);
    for (const userId of change.userIds) void refit(`user:${userId}`);
  });
  if (!isShared) return;
  live.on(shared.account, (change: DomainEvents['access.changed']) =>
    events.emit('access.changed', { accountId: change.accountId, fromOtherServer: true }),
  );
  live.on(shared.member, (change: DomainEvents['member.accessChanged']) =>
    events.emit('member.accessChanged', {
      accountId: change.accountId,
      userIds: change.userIds,
      fromOtherServer: true,
    }),
  );
}
