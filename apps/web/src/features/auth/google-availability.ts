import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * Whether the server has Google sign-in configured. `GET /api/config` answers the public runtime settings;
 * while it is unknown (loading, or an older server) the button stays usable and a "provider not found"
 * answer on click still tells the user.
 */
export function useGoogleAvailability(): boolean | undefined {
  const { data } = useQuery({
    queryKey: ['public-config'],
    queryFn: () => api.get<Record<string, unknown>>('/api/config'),
    staleTime: Infinity,
    retry: false,
  });
  if (!data) return undefined;
  const auth = data.auth as Record<string, unknown> | undefined;
  const google = auth?.google ?? data.google ?? data.googleSignIn;
  return typeof google === 'boolean' ? google : undefined;
}
