import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { timeZoneQueryKey } from './journeysQueryKey.ts';

export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) =>
      api.put<{ timeZone: string }>('/api/settings/account/time-zone', { timeZone }),
    onSuccess: (answer) => queryClient.setQueryData(timeZoneQueryKey, answer.timeZone),
  });
}
