import type { Server as HttpServer } from 'node:http';
import {
  type AuthClientToServer,
  type AuthServerToClient,
  type LiveClientToServer,
  type LiveServerToClient,
  socketOptions,
} from '@prosa/contracts';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { type Namespace, Server } from 'socket.io';
import { deploymentKey } from '../app/deploymentKey.ts';
import type { AppServices } from '../app/services.ts';
import { serverModules } from '../modules/serverModules.ts';
import { authenticateSocket } from './authenticateSocket.ts';
import type { WebchatNamespace } from './ConnectedVisitors.ts';
import { type ContactsNamespace, setUpContactsNamespace } from './contactsNamespace.ts';
import { setUpLiveNamespace } from './liveNamespace.ts';
import { refuseUnstorablePayloads } from './refuseUnstorablePayloads.ts';
import { relayLiveRooms } from './relayLiveRooms.ts';
import { relayToVisitors } from './relayToVisitors.ts';
import { watchWorkingDay } from './watchWorkingDay.ts';
import { type LiveRoomNamespace, setUpWebchatNamespace } from './webchatNamespace.ts';

const socketChannels = (key: string) => ({
  streamName: `prosa:sockets:${key}`,
  channelPrefix: `prosa:sockets:${key}`,
});

// socket.io on the API's own HTTP server. With REDIS_URL, the Redis Streams adapter lets several
// server processes share rooms and keeps connection-state recovery working.
export async function attachRealtime(httpServer: HttpServer, appServices: AppServices) {
  // Every listener the sockets add goes when they close (see DomainEventBus.scope).
  const listeners = appServices.events.scope();
  const services: AppServices = { ...appServices, events: listeners.events };
  const redis = services.env.REDIS_URL ? createClient({ url: services.env.REDIS_URL }) : null;
  if (redis) await redis.connect();
  const io = new Server(httpServer, {
    pingInterval: socketOptions.pingInterval,
    pingTimeout: socketOptions.pingTimeout,
    serveClient: false,
    // The widget runs on customers' sites and may fall back to long-polling from there. No
    // credentials are allowed cross-site, and /auth and /live also refuse foreign origins.
    cors: { origin: '*', credentials: false },
    // Recovery always (issue 4): a brief disconnect gets its missed events replayed; clients still
    // sync after their last sequence, which also covers a server restart.
    connectionStateRecovery: { skipMiddlewares: false },
    // One stream and one set of PUB/SUB channels per database (deploymentKey): processes of another
    // deployment on the same Redis, or a test file's leftover servers, never hear this one's
    // broadcasts nor its fetchSockets and serverSideEmit requests (which go by PUB/SUB, whose
    // channels span Redis's databases), so they never count it as a peer and wait for its answers.
    ...(redis ? { adapter: createAdapter(redis, socketChannels(deploymentKey(services.env))) } : {}),
  });
  // Before any namespace exists, so its guard runs ahead of the namespace's own middlewares.
  io.on('new_namespace', refuseUnstorablePayloads);

  const authNamespace: Namespace<AuthClientToServer, AuthServerToClient> = io.of('/auth');
  authNamespace.use(authenticateSocket(services.database.db));
  const live: Namespace<LiveClientToServer, LiveServerToClient> = io.of('/live');
  // The widget's namespace; it talks to attendants through /live's rooms.
  const webchat: WebchatNamespace = io.of('/webchat');
  const livePresence = setUpLiveNamespace(live, services, webchat as unknown as Namespace);
  relayLiveRooms(live as unknown as LiveRoomNamespace, services);
  // The modules' domain-event listeners (modules/serverModules.ts), scoped like the sockets'.
  for (const module of serverModules) module.listeners?.(services);
  const { announceVisitors } = setUpWebchatNamespace(webchat, live as unknown as LiveRoomNamespace, services);
  relayToVisitors(webchat, services, announceVisitors);
  // The CRM's contact pages: who edits a contact, live (spec §4).
  const contacts: ContactsNamespace = io.of('/contacts');
  setUpContactsNamespace(contacts, services);
  services.visitors.attach(webchat);

  services.events.on('session.revoked', ({ sessionIds, reason }) => {
    for (const id of sessionIds) {
      authNamespace.to(`session:${id}`).emit('sessionRevoked', reason ? { reason } : undefined);
      authNamespace.in(`session:${id}`).disconnectSockets(true);
      live.in(`session:${id}`).disconnectSockets(true);
      contacts.in(`session:${id}`).disconnectSockets(true);
    }
  });

  // Every panel of the account asks /me again; rare (an administrator saved a level), so no
  // per-level rooms.
  services.events.on('access.changed', ({ accountId, fromOtherServer }) => {
    // The adapter already brought this emit to every process's panels.
    if (fromOtherServer) return;
    authNamespace.to(`account:${accountId}`).emit('accessChanged');
  });

  const workingDay = watchWorkingDay(authNamespace, services);

  return {
    io,
    workingDay,
    // Drops this process's sockets; the HTTP server itself is closed by Fastify.
    close: async () => {
      listeners.dispose();
      await workingDay.stop();
      authNamespace.local.disconnectSockets(true);
      live.local.disconnectSockets(true);
      webchat.local.disconnectSockets(true);
      contacts.local.disconnectSockets(true);
      await livePresence.settle();
      io.engine.close();
      // A client that already lost its connection cannot say goodbye; it is gone either way.
      await redis
        ?.quit()
        .catch((error) => services.log.debug({ err: error }, 'the socket adapter could not quit Redis'));
    },
  };
}
