import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@tallysheet/contracts';
import { api } from '@/lib/api';

export const SUBSCRIPTION_QUERY_KEY = ['subscription'] as const;

/** GET /api/billing/subscription; a failure is only logged (spec §7): the banner then stays hidden. */
export function useSubscription() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<Subscription>('/api/billing/subscription', { signal });
      } catch (err) {
        console.error('Failed to load subscription', err);
        throw err;
      }
    },
    retry: 1,
  });

  /** Merges the subscription a conversion start returns, and refreshes other views of it (the header). */
  const merge = useCallback(
    (update: Subscription) => {
      queryClient.setQueryData<Subscription>(SUBSCRIPTION_QUERY_KEY, (old) => ({ ...old, ...update }));
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey.includes('subscription') && q.queryKey.length > 1,
      });
    },
    [queryClient],
  );

  return { subscription: query.data, isLoading: query.isPending, merge };
}
