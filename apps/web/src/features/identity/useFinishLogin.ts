import type { LoginResponse } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { fetchMe } from '../../shared/session/fetchMe.ts';
import { meQueryKey } from '../../shared/session/meQueryKey.ts';
import { nextLoginStep } from './nextLoginStep.ts';

// Once the password (and code) are accepted: choose an account, or load the session and enter.
// The session is loaded here, fresh, so the guard never sees the "signed out" answer cached
// before the login.
export function useFinishLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (response: LoginResponse) => {
      if (nextLoginStep(response) === 'chooseAccount') {
        await navigate('/login/signin', { state: { accounts: response.accounts } });
        return;
      }
      await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 0 });
      await navigate('/dashboard', { replace: true });
    },
  });
}
