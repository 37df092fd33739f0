import type { ConversationExport, ConversationExportFormat } from '@prosa/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

const listKey = (query: Record<string, string>, cursor: string | null) =>
  ['conversations', 'list', query, cursor] as const;
const countKey = (query: Record<string, string>) => ['conversations', 'count', query] as const;
const oneKey = (id: string) => ['conversations', 'one', id] as const;

export const useConversationPage = (query: Record<string, string>, cursor: string | null) =>
  useQuery({
    queryKey: listKey(query, cursor),
    queryFn: () => api.get('/api/conversations', { query: { ...query, cursor: cursor ?? undefined } }),
    placeholderData: keepPreviousData,
  });

// Counted apart from the page (capped by the server), so the rows never wait for the total.
export const useConversationCount = (query: Record<string, string>) =>
  useQuery({
    queryKey: countKey(query),
    queryFn: () => api.get('/api/conversations/count', { query }),
  });

export const useConversation = (id: string) =>
  useQuery({ queryKey: oneKey(id), queryFn: () => api.get('/api/conversations/:id', { params: { id } }) });

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/conversations/:id', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['conversations'] }),
  });
}

export function useAddConversationComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api.post('/api/conversations/:id/comments', { params: { id }, body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oneKey(id) }),
  });
}

export const useForwardConversation = (id: string) =>
  useMutation({
    mutationFn: (email: string) =>
      api.post('/api/conversations/:id/forward', { params: { id }, body: { email } }),
  });

const isActive = (item: ConversationExport | undefined) =>
  item?.status === 'queued' || item?.status === 'running';

// An export job: started with the list's query, then polled every second until it ends.
export function useConversationExport() {
  const start = useMutation({
    mutationFn: (input: { format: ConversationExportFormat; query: Record<string, string> }) =>
      api.post('/api/conversation-exports', { body: input }),
  });
  const id = start.data?.id ?? '';
  const progress = useQuery({
    queryKey: ['conversations', 'export', id],
    queryFn: () => api.get('/api/conversation-exports/:id', { params: { id } }),
    enabled: id !== '',
    refetchInterval: (query) => (isActive(query.state.data) || !query.state.data ? 1000 : false),
  });
  return { start, job: progress.data ?? start.data, error: start.error ?? progress.error };
}

export const exportFilePath = (id: string) => `/api/conversation-exports/${encodeURIComponent(id)}/file`;

// The choices of the search form. The campaigns (the account's latest dispatches) only for who may
// see the broadcasts: for anyone else the campaign filter is not offered.
export const useFilterChoices = (canSeeCampaigns: boolean) => ({
  campaigns: useQuery({
    queryKey: ['conversations', 'campaigns'],
    queryFn: async () => (await api.get('/api/broadcast/dispatches')).dispatches,
    enabled: canSeeCampaigns,
  }),
  bots: useQuery({
    queryKey: ['conversations', 'bots'],
    queryFn: async () => (await api.get('/api/bots')).map((bot) => ({ id: bot._id, name: bot.name })),
  }),
  tags: useQuery({ queryKey: ['conversations', 'tags'], queryFn: () => api.get('/api/settings/tags') }),
  members: useQuery({ queryKey: ['conversations', 'members'], queryFn: () => api.get('/api/team/members') }),
  departments: useQuery({
    queryKey: ['conversations', 'departments'],
    queryFn: () => api.get('/api/settings/departments'),
  }),
});

// "Send to an integration": the active integrations of the conversation's chatbot, and the send.
export const useConversationIntegrations = (id: string) =>
  useQuery({
    queryKey: ['conversations', 'integrations', id],
    queryFn: () => api.get('/api/conversations/:id/integrations', { params: { id } }),
  });

export const useSendToIntegration = (id: string) =>
  useMutation({
    mutationFn: (integrationId: string) =>
      api.post('/api/conversations/:id/integrations/:integrationId', { params: { id, integrationId } }),
  });
