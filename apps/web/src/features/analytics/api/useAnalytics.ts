import type { AnalyticsLocationType } from '@prosa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api.ts';
import type { PeriodParams } from '../analyticsPaths.ts';

const key = (page: string, query: unknown) => ['analytics', page, query] as const;
const options = { placeholderData: keepPreviousData } as const;

export const useOverview = (period: PeriodParams) =>
  useQuery({
    ...options,
    queryKey: key('overview', period),
    queryFn: () => api.get('/api/analytics/overview', { query: { ...period } }),
  });
export const useChannels = (period: PeriodParams) =>
  useQuery({
    ...options,
    queryKey: key('channels', period),
    queryFn: () => api.get('/api/analytics/channels', { query: { ...period } }),
  });
export const useOrigins = (period: PeriodParams) =>
  useQuery({
    ...options,
    queryKey: key('origin', period),
    queryFn: () => api.get('/api/analytics/origin', { query: { ...period } }),
  });
export const useAttendants = (period: PeriodParams) =>
  useQuery({
    ...options,
    queryKey: key('attendant', period),
    queryFn: () => api.get('/api/analytics/attendant', { query: { ...period } }),
  });
export const useLocation = (period: PeriodParams) =>
  useQuery({
    ...options,
    queryKey: key('location', period),
    queryFn: () => api.get('/api/analytics/location', { query: { ...period } }),
  });
export const useLocationTable = (period: PeriodParams, type: AnalyticsLocationType) =>
  useQuery({
    ...options,
    queryKey: key(`locationsTable/${type}`, period),
    queryFn: () =>
      api.get('/api/analytics/location/locationsTable/:type', { params: { type }, query: { ...period } }),
  });
export const useIdentifiers = (period: PeriodParams, identifiers: string) =>
  useQuery({
    ...options,
    queryKey: key('identifiers', { ...period, identifiers }),
    queryFn: () => api.get('/api/analytics/identifiers', { query: { ...period, identifiers } }),
  });
export const useKnowledge = (period: PeriodParams) =>
  useQuery({
    ...options,
    queryKey: key('knowledge', period),
    queryFn: () => api.get('/api/analytics/knowledge', { query: { ...period } }),
  });
export const useKnowledgeResponses = (period: PeriodParams) =>
  useQuery({
    ...options,
    queryKey: key('knowledgeResponses', period),
    queryFn: () => api.get('/api/analytics/knowledge/responses', { query: { ...period } }),
  });
export const useFlow = (period: PeriodParams) =>
  useQuery({
    ...options,
    queryKey: key('flow', period),
    queryFn: () => api.get('/api/analytics/flow', { query: { ...period } }),
  });
