import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';

export const sendingDomainsQueryKey = ['settings', 'domains'] as const;

// The account's sending domains with their records and allowed e-mails.
export const useSendingDomains = () =>
  useQuery({ queryKey: sendingDomainsQueryKey, queryFn: () => api.get('/api/settings/domains') });
