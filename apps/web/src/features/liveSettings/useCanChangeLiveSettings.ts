import { useMe } from '../../shared/session/useMe.ts';

// Whoever holds settings.live changes the behaviour and messages; the server decides, the form follows.
export function useCanChangeLiveSettings() {
  return useMe().data?.permissions.includes('settings.live') ?? false;
}
