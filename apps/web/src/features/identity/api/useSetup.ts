import type { SetupRequest } from '@prosa/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';

export const useSetup = () =>
  useMutation({ mutationFn: (body: SetupRequest) => api.post<{ ok: true }>('/api/setup', body) });
