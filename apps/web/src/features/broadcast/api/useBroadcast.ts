import type { BroadcastDispatchInput, BroadcastDraftInput, BroadcastTemplateInput } from '@prosa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { announcesSuccess } from '../../../shared/api/announcedSuccess.ts';
import { api } from '../../../shared/api/api.ts';
import { listsQueryKey } from '../../../shared/lists/useCreateListFrom.ts';
import { statisticsRefreshMs } from '../statisticsRefreshMs.ts';

const templatesKey = ['broadcast', 'templates'] as const;

// The account's templates; a pending one is asked again every few seconds until the provider's
// review comes in.
export const useBroadcastTemplates = () =>
  useQuery({
    queryKey: templatesKey,
    queryFn: () => api.get('/api/broadcast/templates'),
    refetchInterval: (query) =>
      query.state.data?.templates.some((template) => template.status === 'pending') ? 3000 : false,
  });

// Dispatches move while they send, and new ones come from the API too: the list follows them.
export const useBroadcastDispatches = () =>
  useQuery({
    queryKey: ['broadcast', 'dispatches'],
    queryFn: () => api.get('/api/broadcast/dispatches'),
    refetchInterval: 3000,
  });

// The WhatsApp channels templates are created on (the live chat's list: no configuration, no secrets).
export const useWhatsappChannels = () =>
  useQuery({ queryKey: ['broadcast', 'channels'], queryFn: () => api.get('/api/live/hsm/channels') });

// The channels a dispatch may go through: WhatsApp numbers, SMS and e-mail channels, with their type.
export const useBroadcastChannels = () =>
  useQuery({
    queryKey: ['broadcast', 'dispatchChannels'],
    queryFn: () => api.get('/api/broadcast/channels'),
  });

// The addresses an e-mail dispatch may send as, per verified sending domain (asked by the e-mail
// fields, shown once an e-mail channel is chosen).
export const useEmailSenders = () =>
  useQuery({ queryKey: ['broadcast', 'senders'], queryFn: () => api.get('/api/broadcast/senders') });

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (input: BroadcastTemplateInput) => api.post('/api/broadcast/templates', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

// The account's recipient lists, a dispatch's audience (the lists screen's query, shared cache).
export const useRecipientLists = () =>
  useQuery({
    queryKey: listsQueryKey,
    queryFn: async () => (await api.get('/api/settings/lists')).lists,
  });

export function useCreateDispatch() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: (input: BroadcastDispatchInput) => api.post('/api/broadcast/dispatches', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['broadcast', 'dispatches'] }),
  });
}

// A dispatch's statistics, live while it moves (statisticsRefreshMs).
export const useDispatchStatistics = (id: string) =>
  useQuery({
    queryKey: ['broadcast', 'dispatches', id, 'statistics'],
    queryFn: () => api.get('/api/broadcast/dispatches/:id/statistics', { params: { id } }),
    refetchInterval: (query) => statisticsRefreshMs(query.state.data?.dispatch),
  });

const dispatchesKey = ['broadcast', 'dispatches'] as const;

// A draft saved (new, or the one being edited), as a draft or ready to send.
export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: ({ id, input }: { id?: string; input: BroadcastDraftInput }) =>
      id === undefined
        ? api.post('/api/broadcast/drafts', { body: input })
        : api.put('/api/broadcast/dispatches/:id', { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dispatchesKey }),
  });
}

// A draft saved whole and sent as saved: now, at its schedule or on its cron.
export function useSendDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: async ({ id, input }: { id: string; input: BroadcastDraftInput }) => {
      await api.put('/api/broadcast/dispatches/:id', { params: { id }, body: input });
      return api.post('/api/broadcast/dispatches/:id/send', { params: { id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dispatchesKey }),
  });
}

// A dispatch's action from the list; the list reads again after it.
function useDispatchAction<T>(action: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: announcesSuccess,
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dispatchesKey }),
  });
}

// A copy of a dispatch as a new draft.
export const useDuplicateDispatch = () =>
  useDispatchAction((id) => api.post('/api/broadcast/dispatches/:id/duplicate', { params: { id } }));

export const useStopDispatch = () =>
  useDispatchAction((id) => api.post('/api/broadcast/dispatches/:id/stop', { params: { id } }));

export const useDeleteDispatch = () =>
  useDispatchAction((id) => api.delete('/api/broadcast/dispatches/:id', { params: { id } }));
