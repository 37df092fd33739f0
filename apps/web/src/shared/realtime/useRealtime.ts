import { useContext } from 'react';
import { RealtimeContext } from './RealtimeContext.ts';

export function useRealtime() {
  const realtime = useContext(RealtimeContext);
  if (!realtime) throw new Error('useRealtime outside RealtimeProvider');
  return realtime;
}
