import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { timeZoneQueryKey } from './journeysQueryKey.ts';

export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (timeZone: string) => api.put('/api/settings/account/time-zone', { body: { timeZone } }),
    onSuccess: (answer) => queryClient.setQueryData(timeZoneQueryKey, answer.timeZone),
  });
}
