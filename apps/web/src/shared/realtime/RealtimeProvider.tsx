import type { AlarmPayload, LiveStatus, SessionRevokedPayload } from '@prosa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { meQueryKey } from '../session/meQueryKey.ts';
import { createSockets, type Sockets } from './createSockets.ts';
import { readLiveStatus, storeLiveStatus } from './liveStatusStorage.ts';
import { initialPresence, presenceReducer } from './presenceReducer.ts';
import { RealtimeContext } from './RealtimeContext.ts';
import { roomIdFromPath } from './roomIdFromPath.ts';
import { statusToAnnounce } from './statusToAnnounce.ts';

interface Props {
  userId: string;
  // The session is over (revoked elsewhere, or the sockets were refused as unauthenticated);
  // `reason` says when the working day ended it.
  onSessionEnded: (reason?: SessionRevokedPayload['reason']) => void;
  children: ReactNode;
}

// The /auth and /live sockets of a signed-in user, and their presence (spec §7, decisions.md).
export function RealtimeProvider({ userId, onSessionEnded, children }: Props) {
  const [presence, dispatch] = useReducer(presenceReducer, userId, initialPresence);
  const [alarm, setAlarm] = useState<AlarmPayload | null>(null);
  const { pathname } = useLocation();
  const sockets = useRef<Sockets | null>(null);
  const [liveSocket, setLiveSocket] = useState<Sockets['live'] | null>(null);
  const [contactsSocket, setContactsSocket] = useState<Sockets['contacts'] | null>(null);
  const queryClient = useQueryClient();
  // The latest values, read by socket handlers registered once.
  const latest = useRef({ pathname, presence, onSessionEnded, queryClient });
  useEffect(() => {
    latest.current = { pathname, presence, onSessionEnded, queryClient };
  });

  useEffect(() => {
    const { auth, live, contacts } = createSockets();
    sockets.current = { auth, live, contacts };
    setLiveSocket(live);
    setContactsSocket(contacts);
    let isEnded = false;
    const endSession = (reason?: SessionRevokedPayload['reason']) => {
      if (isEnded) return;
      isEnded = true;
      live.disconnect();
      contacts.disconnect();
      auth.disconnect();
      latest.current.onSessionEnded(reason);
    };
    // A session refused after the alarm's tolerance ran out (the browser was offline when the
    // server ended it) also says that the working day ended.
    let alarmOverAt = Number.POSITIVE_INFINITY;
    const onRefused = (error: Error) => {
      if (error.message === 'generic.unauthenticated')
        endSession(Date.now() >= alarmOverAt ? 'workingDayEnded' : undefined);
      else dispatch({ type: 'disconnected', isByChoice: false });
    };

    auth.on('sessionRevoked', (payload) => endSession(payload?.reason));
    auth.on('alarm', (payload) => {
      alarmOverAt = Date.parse(payload.controller.end) + payload.tolerance * 60_000;
      setAlarm(payload);
    });
    // The menu and the screens' access follow /me; the server already refuses what was withdrawn.
    auth.on(
      'accessChanged',
      () => void latest.current.queryClient.invalidateQueries({ queryKey: meQueryKey }),
    );
    auth.on('connect_error', onRefused);
    live.on('connect_error', onRefused);
    live.on('connect', () => {
      const { presence: current, pathname: path } = latest.current;
      const status = statusToAnnounce(readLiveStatus());
      dispatch({ type: 'connected', status });
      live.emit('changeStatus', { status, reason: current.reason });
      const roomId = roomIdFromPath(path);
      if (roomId) live.emit('enterRoom', { roomId });
    });
    live.on('disconnect', (reason) => {
      dispatch({ type: 'disconnected', isByChoice: reason === 'io client disconnect' });
      // socket.io does not retry after the server closed the socket; try once more, and a revoked
      // session then shows as a refusal.
      if (reason === 'io server disconnect' && !isEnded) live.connect();
    });
    live.on('changeStatus', (payload) => dispatch({ type: 'statusChanged', payload }));
    // A revoked session's refusal is told by the other two; this one only comes back after a drop.
    contacts.on('disconnect', (reason) => {
      if (reason === 'io server disconnect' && !isEnded) contacts.connect();
    });
    auth.connect();
    live.connect();
    contacts.connect();

    return () => {
      isEnded = true;
      auth.removeAllListeners();
      live.removeAllListeners();
      contacts.removeAllListeners();
      auth.disconnect();
      live.disconnect();
      contacts.disconnect();
      sockets.current = null;
      setLiveSocket(null);
      setContactsSocket(null);
    };
  }, []);

  const realtime = useMemo(
    () => ({
      presence,
      alarm,
      liveSocket,
      contactsSocket,
      chooseStatus: (status: LiveStatus, reason?: string) => {
        storeLiveStatus(status);
        dispatch({ type: 'chosen', status, reason });
        const live = sockets.current?.live;
        if (live?.connected) live.emit('changeStatus', { status, reason });
      },
      disconnect: () => {
        sockets.current?.live.disconnect();
        sockets.current?.contacts.disconnect();
        sockets.current?.auth.disconnect();
      },
    }),
    [presence, alarm, liveSocket, contactsSocket],
  );

  return <RealtimeContext.Provider value={realtime}>{children}</RealtimeContext.Provider>;
}
