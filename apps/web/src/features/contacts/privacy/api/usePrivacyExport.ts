import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../shared/api/api.ts';
import { privacyExportQueryKey } from './privacyQueryKeys.ts';

// The export's progress, asked every second until the job is done or failed.
export const usePrivacyExport = (id: string | null) =>
  useQuery({
    queryKey: privacyExportQueryKey(id ?? ''),
    queryFn: () => api.get('/api/privacy/exports/:id', { params: { id: id ?? '' } }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : 1000;
    },
  });
