import type { LiveSettings } from '@prosa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/apiRequest.ts';
import { liveSettingsQueryKey } from './liveSettingsQueryKey.ts';

export const useLiveSettings = () =>
  useQuery({
    queryKey: liveSettingsQueryKey,
    queryFn: async () => (await api.get<{ settings: LiveSettings }>('/api/settings/live')).settings,
  });
