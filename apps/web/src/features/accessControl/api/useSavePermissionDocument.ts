import type { PermissionDocument } from '@prosa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { accessControlQueryKey } from './accessControlQueryKey.ts';

// Replaces one level's document. Only levels below the editor's are editable, so the editor's own
// session (and menu) never changes with it.
export function useSavePermissionDocument(level: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (permissions: PermissionDocument['permissions']) =>
      api.put('/api/settings/access/control/:level', { params: { level }, body: { permissions } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessControlQueryKey }),
  });
}
