import {
  type LiveClientToServer,
  type LiveServerToClient,
  type LiveStatus,
  liveStatus,
} from '@prosa/contracts';
import type { Namespace } from 'socket.io';
import { logFailure } from '../app/logFailure.ts';
import type { AppServices } from '../app/services.ts';
import { updateMembership } from '../modules/identity/userRepository.ts';
import { findLiveSettings } from '../modules/liveSettings/liveSettingsRepository.ts';
import { resolveLiveSettings } from '../modules/liveSettings/resolveLiveSettings.ts';
import { acceptAwayReason } from './acceptAwayReason.ts';
import { authenticateSocket, identityOf, type SocketIdentity } from './authenticateSocket.ts';
import { cacheMemberPermissions } from './cacheMemberPermissions.ts';
import { fitLiveRooms } from './fitLiveRooms.ts';
import { guardLiveEvents } from './guardLiveEvents.ts';
import { refitOnAccessChange } from './refitOnAccessChange.ts';
import { registerLiveRoomEvents } from './registerLiveRoomEvents.ts';

const statuses = new Set<number>(Object.values(liveStatus));

// Presence: the client announces its status on every (re)connect; the account's panel users hear
// it. When a user's last socket goes, the others see them offline.
export function setUpLiveNamespace(
  live: Namespace<LiveClientToServer, LiveServerToClient>,
  services: AppServices,
  webchat: Namespace,
) {
  const { db } = services.database;
  live.use(authenticateSocket(db));
  const permissionsOf = cacheMemberPermissions(db, services.events);
  const presenceChecks = new Set<Promise<unknown>>();
  refitOnAccessChange(live as unknown as Namespace, services, permissionsOf);

  const announce = async (identity: SocketIdentity, status: LiveStatus, reason?: string) => {
    const { accountId, userId, name } = identity;
    await updateMembership(db, accountId, userId, { liveStatus: status });
    services.events.emit('presence.changed', {
      accountId,
      userId,
      name,
      status,
      ...(reason ? { reason } : {}),
    });
  };
  // Every presence change (a socket's, or the awayAuto job's) reaches the account's panels.
  services.events.on('presence.changed', ({ accountId, userId, name, status, reason }) => {
    live
      .to(`account:${accountId}`)
      .emit('changeStatus', { userId, name, status, ...(reason ? { reason } : {}) });
  });

  live.on('connection', (socket) => {
    const identity = identityOf(socket);
    // Presence and rooms are attending: they need `live.attend` and the live module.
    const whenAllowed = guardLiveEvents(permissionsOf, identity, services.log);
    const about = { accountId: identity.accountId, userId: identity.userId, socketId: socket.id };

    socket.on('changeStatus', (payload) => {
      const status = payload?.status;
      if (typeof status !== 'number' || !statuses.has(status)) return;
      // A status that could not be stored is not relayed; the client sends it again on reconnect.
      whenAllowed('live.attend', async () => {
        if (status !== liveStatus.away) return announce(identity, status as LiveStatus);
        const { behavior } = resolveLiveSettings(await findLiveSettings(db, identity.accountId));
        const reason = acceptAwayReason(behavior.away, payload.reason);
        if (reason !== null) await announce(identity, liveStatus.away, reason);
      });
    });

    // Not behind whenAllowed: without `live.attend` a recovered connection must still leave the
    // rooms it came back with.
    void fitLiveRooms(socket, db, permissionsOf).catch((error) =>
      logFailure(services.log, error, about, 'could not fit the rooms of a /live socket'),
    );
    registerLiveRoomEvents(socket, services, identity, whenAllowed, webchat);

    // Presence is per account: staff connected in another account are still gone from this one.
    // Across servers fetchSockets can time out; the user then simply stays shown as they were,
    // rather than an unhandled rejection taking the process down.
    socket.on('disconnect', () => {
      const check = live
        .in(`user:${identity.userId}`)
        .fetchSockets()
        .then((remaining) => {
          const inAccount = remaining.filter(
            (other) => other.data.identity?.accountId === identity.accountId,
          );
          return inAccount.length === 0 ? announce(identity, liveStatus.offline) : undefined;
        })
        .catch((error) =>
          logFailure(services.log, error, about, 'could not settle the presence of a socket gone'),
        );
      presenceChecks.add(check);
      void check.finally(() => presenceChecks.delete(check));
    });
  });
  // For a closing server: the checks still asking the other processes, which must end before the
  // Redis client does (the adapter would publish on a closed client, an unhandled rejection).
  return { settle: () => Promise.all(presenceChecks) };
}
