import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConversionListResponse, ConversionStatsResponse } from '@tallysheet/contracts';
import { api } from '@/lib/api';
import type { StatusFilter } from './filters';
import { HISTORY_PAGE_SIZE } from './pagination';

export interface HistoryParams {
  page: number;
  status: StatusFilter;
  search: string;
}

/** Every conversion query lives under ['conversions'] so the Convert tab can refresh them after a start. */
export const historyKeys = {
  list: (p: HistoryParams) => ['conversions', 'list', p] as const,
  stats: ['conversions', 'stats'] as const,
};

export function useConversionList(params: HistoryParams) {
  return useQuery({
    queryKey: historyKeys.list(params),
    queryFn: async ({ signal }) => {
      try {
        const answer = await api.get<ConversionListResponse>('/api/conversions', {
          signal,
          query: {
            page: params.page,
            limit: HISTORY_PAGE_SIZE,
            sort: '-createdAt',
            status: params.status === 'all' ? undefined : params.status,
            search: params.search.trim() || undefined,
          },
        });
        return answer.data;
      } catch (err) {
        console.error('Failed to fetch conversions', err);
        throw err;
      }
    },
    placeholderData: keepPreviousData,
    // refresh rows that are still being worked on
    refetchInterval: (query) =>
      query.state.data?.conversions.some((c) => c.status === 'pending' || c.status === 'processing') ? 5000 : false,
  });
}

export function useConversionStats() {
  return useQuery({
    queryKey: historyKeys.stats,
    queryFn: async ({ signal }) => {
      try {
        return (await api.get<ConversionStatsResponse>('/api/conversions/stats', { signal })).data;
      } catch (err) {
        console.error('Failed to fetch stats', err);
        throw err;
      }
    },
  });
}
