import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authClient } from './auth-client';
import { SESSION_QUERY_KEY } from './session';

/** Ends the session on the server, forgets every cached answer, and goes home. */
export function useSignOut(): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [isSigningOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      const { error } = await authClient.signOut();
      if (error) {
        toast.error('Could not sign out. Please try again.');
        return;
      }
      client.setQueryData(SESSION_QUERY_KEY, null);
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      navigate('/', { replace: true });
    } catch {
      toast.error('Could not sign out. Please try again.');
    } finally {
      setSigningOut(false);
    }
  }, [client, navigate]);
  return { signOut, isSigningOut };
}
