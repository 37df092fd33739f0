import type { AuthClientToServer, AuthServerToClient } from '@prosa/contracts';
import type { Namespace, Socket } from 'socket.io';
import type { AppServices } from '../app/services.ts';
import { endSessionsAfterJourney } from '../modules/journeys/endSessionsAfterJourney.ts';
import { findMemberStatuses } from '../modules/journeys/findMemberStatuses.ts';
import { alarmFor } from './alarmFor.ts';
import { identityOf } from './authenticateSocket.ts';

const checkMs = 10_000;

type AuthNamespace = Namespace<AuthClientToServer, AuthServerToClient>;
type AuthSocket = Socket<AuthClientToServer, AuthServerToClient>;

// The working-day enforcement loop of one process. Nothing is scheduled ahead: every check
// recomputes from the database and the clock, so a restart, a moved clock or an edited journey
// simply shows at the next check. Each check ends the sessions whose tolerance is over (all
// processes may do it; the delete decides who announces it) and sends `alarm` once per period end
// to this process's sockets of members near the end. A socket also gets it when it connects.
export function watchWorkingDay(auth: AuthNamespace, services: AppServices) {
  const alarmSockets = async (sockets: AuthSocket[]) => {
    const now = services.clock.now();
    const statuses = await findMemberStatuses(
      services.database.db,
      sockets.map((socket) => identityOf(socket).userId),
      now,
    );
    for (const socket of sockets) {
      const { accountId, userId } = identityOf(socket);
      const found = statuses.get(`${accountId}:${userId}`);
      const alarm = found && alarmFor(found.status, found.member.toleranceMinutes, now);
      if (!alarm || socket.data.alarmedEnd === alarm.controller.end) continue;
      socket.data.alarmedEnd = alarm.controller.end;
      socket.emit('alarm', alarm);
    }
  };

  let running: Promise<void> | null = null;
  let isAgainWanted = false;
  const check = () => {
    if (running) {
      isAgainWanted = true;
      return running;
    }
    running = (async () => {
      do {
        isAgainWanted = false;
        await endSessionsAfterJourney(services);
        await alarmSockets([...auth.sockets.values()]);
      } while (isAgainWanted);
    })()
      .catch((error) => services.log.error({ err: error }, 'the working day check failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  auth.on('connection', (socket) => {
    alarmSockets([socket]).catch((error) =>
      services.log.error({ err: error, socketId: socket.id }, 'could not warn a socket of its working day'),
    );
  });
  services.events.on('clock.moved', () => void check());
  const timer = setInterval(() => void check(), checkMs);
  timer.unref();
  return {
    check,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
