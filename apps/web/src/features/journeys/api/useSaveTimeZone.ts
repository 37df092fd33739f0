import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { timeZoneQueryKey } from './journeysQueryKey.ts';

export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => api.put('/api/settings/account/time-zone', { body: { timeZone } }),
    onSuccess: (answer) => queryClient.setQueryData(timeZoneQueryKey, answer.timeZone),
  });
}
