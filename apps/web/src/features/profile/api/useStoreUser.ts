import type { Me, User } from '@prosa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../shared/session/meQueryKey.ts';

// Profile and two-factor answers carry the updated user: put it in the shared session cache at
// once (the shell's name and avatar follow) and refetch to stay exact.
export function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData<Me>(meQueryKey, (me) => (me ? { ...me, user } : me));
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
}
