import type { ContactImport, ContactImportList, ContactType } from '@prosa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import { type ContactImportUpload, uploadContactImport } from './uploadContactImport.ts';

const importsKey = (type: ContactType) => ['contactImports', type] as const;
const isActive = (item: ContactImport) => item.status === 'queued' || item.status === 'running';

// The latest imports, polled every second while one is still queued or running (the progress bar),
// and the contact list refreshed as an import ends.
export function useContactImports(type: ContactType, isOpen: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: importsKey(type),
    queryFn: async () => {
      const previous = queryClient.getQueryData<ContactImportList>(importsKey(type));
      const list = await api.get('/api/contact-imports', { query: { type } });
      const wasActive = new Set(previous?.items.filter(isActive).map((item) => item.id));
      if (list.items.some((item) => wasActive.has(item.id) && !isActive(item)))
        await queryClient.invalidateQueries({ queryKey: ['contacts', 'list'] });
      return list;
    },
    enabled: isOpen,
    refetchInterval: (query) => (query.state.data?.items.some(isActive) ? 1000 : false),
  });
}

export function useStartContactImport(type: ContactType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: Omit<ContactImportUpload, 'type'>) => uploadContactImport({ ...upload, type }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKey(type) }),
  });
}
