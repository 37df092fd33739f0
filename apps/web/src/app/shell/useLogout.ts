import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/api.ts';
import { endSession } from '../../shared/session/endSession.ts';

// Ends the session on the server; whatever the answer, this browser forgets it.
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post('/api/auth/logout'),
    onSettled: () => endSession(queryClient, () => void navigate('/login', { replace: true })),
  });
}
