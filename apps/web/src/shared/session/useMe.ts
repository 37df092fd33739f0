import { useQuery } from '@tanstack/react-query';
import { fetchMe } from './fetchMe.ts';
import { meQueryKey } from './meQueryKey.ts';

// The session does not change behind the user's back except by revocation, which the /auth
// socket reports; so it is not refetched on focus.
export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 5 * 60_000, retry: false });
}
