import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { identifyUser } from '@/lib/analytics';
import { authPathFor, safeRedirect } from '@/lib/redirect';
import { useSession, type SessionUser } from '@/lib/session';

/**
 * Who may see a route (spec §2, route guard):
 * - `public`     anyone; no waiting for the session.
 * - `home`       `/`: signed-in users are sent on (replacing history) to /onboarding or /dashboard.
 * - `signedOut`  `/auth`: the same forwarding; a remembered `?redirect=` wins for onboarded users.
 * - `signedIn`   `/onboarding`: needs a session; users who already finished onboarding go to /dashboard.
 * - `onboarded`  the app: needs a session and completed onboarding.
 */
export type Access = 'public' | 'home' | 'signedOut' | 'signedIn' | 'onboarded';

export function homeFor(user: SessionUser): string {
  return user.onboardingCompleted ? '/dashboard' : '/onboarding';
}

export function RouteGuard({ access }: { access: Access }) {
  const { user, isLoading, isError, refetch } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();

  useEffect(() => {
    if (user) identifyUser(user);
  }, [user]);

  if (access === 'public') return <Outlet />;
  if (isLoading) return <FullPageSpinner />;
  if (isError) return <SessionUnavailable onRetry={() => void refetch()} />;

  if (access === 'home' || access === 'signedOut') {
    if (!user) return <Outlet />;
    const target = user.onboardingCompleted ? safeRedirect(params.get('redirect'), '/dashboard') : '/onboarding';
    return <Navigate to={target} replace />;
  }

  if (!user) {
    const origin = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={authPathFor(origin)} replace />;
  }

  if (access === 'signedIn') {
    return user.onboardingCompleted ? <Navigate to="/dashboard" replace /> : <Outlet />;
  }

  if (!user.onboardingCompleted) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}

/** The session could not be read: neither send the user to sign-in nor show them the app. */
function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-lg font-semibold">We couldn't reach Tallysheet.</p>
      <p className="max-w-sm text-sm text-zinc-600">Check your connection and try again.</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
