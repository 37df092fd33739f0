import {
  type LiveClientToServer,
  type LiveServerToClient,
  type LiveStatus,
  liveStatus,
} from '@prosa/contracts';
import type { Namespace } from 'socket.io';
import type { AppServices } from '../app/services.ts';
import { updateMembership } from '../modules/identity/userRepository.ts';
import { findLiveSettings } from '../modules/liveSettings/liveSettingsRepository.ts';
import { resolveLiveSettings } from '../modules/liveSettings/resolveLiveSettings.ts';
import { acceptAwayReason } from './acceptAwayReason.ts';
import { authenticateSocket, identityOf, type SocketIdentity } from './authenticateSocket.ts';
import { guardLiveEvents } from './guardLiveEvents.ts';

const statuses = new Set<number>(Object.values(liveStatus));
const roomIdPattern = /^[a-f0-9]{24}$/;

// Presence: the client announces its status on every (re)connect; the account's panel users hear
// it. When a user's last socket goes, the others see them offline.
export function setUpLiveNamespace(
  live: Namespace<LiveClientToServer, LiveServerToClient>,
  services: AppServices,
) {
  const { db } = services.database;
  live.use(authenticateSocket(db));

  const announce = async (identity: SocketIdentity, status: LiveStatus, reason?: string) => {
    const { accountId, userId, name } = identity;
    await updateMembership(db, accountId, userId, { liveStatus: status });
    live
      .to(`account:${accountId}`)
      .emit('changeStatus', { userId, name, status, ...(reason ? { reason } : {}) });
  };

  live.on('connection', (socket) => {
    const identity = identityOf(socket);
    // Presence and rooms are attending: they need `live.attend` and the live module.
    const whenAllowed = guardLiveEvents(db, identity);

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

    // Rooms are named inside the account, so an id from another account joins nothing of theirs.
    socket.on('enterRoom', (payload) => {
      const roomId = payload?.roomId;
      if (typeof roomId === 'string' && roomIdPattern.test(roomId))
        whenAllowed('live.attend', () => socket.join(`account:${identity.accountId}:room:${roomId}`));
    });

    // Presence is per account: staff connected in another account are still gone from this one.
    // Across servers fetchSockets can time out; the user then simply stays shown as they were,
    // rather than an unhandled rejection taking the process down.
    socket.on('disconnect', () => {
      live
        .in(`user:${identity.userId}`)
        .fetchSockets()
        .then((remaining) => {
          const inAccount = remaining.filter(
            (other) => other.data.identity?.accountId === identity.accountId,
          );
          return inAccount.length === 0 ? announce(identity, liveStatus.offline) : undefined;
        })
        .catch(() => undefined);
    });
  });
}
