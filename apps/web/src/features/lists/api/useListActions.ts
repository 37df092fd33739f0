import type { ListChannel } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { listsQueryKey } from '../../../shared/lists/useCreateListFrom.ts';

function useListMutation<Input>(run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsQueryKey }),
  });
}

// The title and channel travel in the query string, the file as the body; a refusal of the whole
// file (type, size, no column for the channel) comes back as the catalogue's error.
export const useImportList = () =>
  useListMutation(({ file, title, channel }: { file: File; title: string; channel: ListChannel }) =>
    api.upload('/api/settings/lists/import', file, file.name, { query: { title, channel } }),
  );

export const useRenameList = () =>
  useListMutation(({ id, title }: { id: string; title: string }) =>
    api.put('/api/settings/lists/:id', { params: { id }, body: { title } }),
  );

export const useDeleteList = () =>
  useListMutation((id: string) => api.delete('/api/settings/lists/:id', { params: { id } }));
