import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api.ts';
import { liveSettingsQueryKey } from './liveSettingsQueryKey.ts';

// The account's live settings: the settings screens edit them, the away dialog offers their reasons.
export const useLiveSettings = () =>
  useQuery({
    queryKey: liveSettingsQueryKey,
    queryFn: async () => (await api.get('/api/settings/live')).settings,
  });
