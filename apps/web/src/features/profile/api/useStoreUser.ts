import type { Me, User } from '@prosa/contracts';
import { useQueryClient } from '@tanstack/react-query';

// Profile and two-factor answers carry the updated user: put it in the shared ['me'] cache at
// once (the shell's name and avatar follow) and refetch to stay exact.
export function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData<Me>(['me'], (me) => (me ? { ...me, user } : me));
    void queryClient.invalidateQueries({ queryKey: ['me'] });
  };
}
