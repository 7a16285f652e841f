import { useQuery } from '@tanstack/react-query';
import type { Plan } from '@tallysheet/contracts';
import { api } from '@/lib/api';

/** The server's plan catalogue (`GET /api/plans`): the landing page shows exactly the prices the server bills. */
export function usePlans() {
  return useQuery({
    queryKey: ['plans'],
    queryFn: async () => (await api.get<{ plans: Plan[] }>('/api/plans')).plans,
    staleTime: 10 * 60 * 1000,
  });
}
