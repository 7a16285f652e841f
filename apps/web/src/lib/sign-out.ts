import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { resetAnalytics } from './analytics';
import { authClient } from './auth-client';

/** Ends the session on the server, then reloads the app on `/` (the landing page). */
export function useSignOut(): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const [isSigningOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      const { error } = await authClient.signOut();
      if (error) {
        toast.error('Could not sign out. Please try again.');
        return;
      }
      // A full load of `/` drops every cached answer of the signed-out user, and no guard sees a
      // half-signed-out state on the way (clearing the cache first would bounce through /auth).
      // The next person on this browser must not be counted as this user (no-op without analytics).
      resetAnalytics();
      window.location.replace('/');
    } catch {
      toast.error('Could not sign out. Please try again.');
    } finally {
      setSigningOut(false);
    }
  }, []);
  return { signOut, isSigningOut };
}
