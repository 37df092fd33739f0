import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../shared/api/api.ts';
import { useRealtime } from '../../../shared/realtime/useRealtime.ts';

const visitorsQueryKey = ['live', 'visitors'] as const;

// The account's webchat visitors connected now. The /live socket says when they change; the poll
// every 30 s covers a socket that is down or an event lost while reconnecting.
export function useLiveVisitors() {
  const queryClient = useQueryClient();
  const { liveSocket } = useRealtime();
  useEffect(() => {
    if (!liveSocket) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: visitorsQueryKey });
    liveSocket.on('visitors', refresh);
    // Changes missed while disconnected show up as soon as the socket is back.
    liveSocket.on('connect', refresh);
    return () => {
      liveSocket.off('visitors', refresh);
      liveSocket.off('connect', refresh);
    };
  }, [liveSocket, queryClient]);

  return useQuery({
    queryKey: visitorsQueryKey,
    queryFn: async () => (await api.get('/api/live/visitors')).items,
    refetchInterval: 30_000,
  });
}
