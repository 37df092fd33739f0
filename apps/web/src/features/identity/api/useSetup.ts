import type { SetupRequest } from '@prosa/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const useSetup = () =>
  useMutation({ mutationFn: (body: SetupRequest) => api.post('/api/setup', { body }) });
