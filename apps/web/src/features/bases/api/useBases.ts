import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';

const basesKey = ['bases'] as const;

export const useBases = () =>
  useQuery({ queryKey: basesKey, queryFn: async () => (await api.get('/api/settings/bases')).bases });

function useBaseMutation<Input>(run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: basesKey }),
  });
}

export interface SpreadsheetBaseFields {
  name: string;
  spreadsheetId: string;
  pageName: string;
  replaceData: boolean;
}

export const useCreateSpreadsheetBase = () =>
  useBaseMutation((fields: SpreadsheetBaseFields) => api.post('/api/settings/bases', { body: fields }));

export const useImportCsvBase = () =>
  useBaseMutation(({ name, file }: { name: string; file: File }) =>
    api.upload('/api/settings/bases/import', file, file.name, { query: { name } }),
  );

export const useRefreshBase = () =>
  useBaseMutation((id: string) => api.post('/api/settings/bases/:id/refresh', { params: { id } }));

export const useDeleteBase = () =>
  useBaseMutation((id: string) => api.delete('/api/settings/bases/:id', { params: { id } }));

// A base's rows, 50 at a time.
export const useBaseRows = (baseId: string) =>
  useInfiniteQuery({
    queryKey: [...basesKey, 'rows', baseId],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) =>
      api.get('/api/settings/bases/:id/rows', {
        params: { id: baseId },
        query: pageParam === null ? {} : { after: pageParam },
      }),
    getNextPageParam: (page) => page.next,
  });
