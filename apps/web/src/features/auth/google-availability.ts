import { useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '@tallysheet/contracts';
import { api } from '@/lib/api';

/**
 * Whether the server has Google sign-in configured (`GET /api/auth-config`). While unknown (loading or
 * failed) the button stays usable; a "provider not found" answer on click still tells the user.
 */
export function useGoogleAvailability(): boolean | undefined {
  const { data } = useQuery({
    queryKey: ['auth-config'],
    queryFn: () => api.get<AuthConfig>('/api/auth-config'),
    staleTime: Infinity,
    retry: false,
  });
  return typeof data?.google === 'boolean' ? data.google : undefined;
}
