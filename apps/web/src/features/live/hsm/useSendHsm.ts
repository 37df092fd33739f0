import type { HsmSendInput } from '@prosa/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const useSendHsm = () =>
  useMutation({ mutationFn: (body: HsmSendInput) => api.post('/api/live/hsm', { body }) });
