import { createAuthClient } from 'better-auth/react';
import { magicLinkClient } from 'better-auth/client/plugins';

/**
 * Better Auth's browser client, talking to the server's `/api/auth/*` on the same origin.
 * Google sign-in goes through `signIn.social({ provider: 'google' })`: the server's genericOAuth plugin
 * registers its OpenID provider as a social provider. Session state is read through `useSession()` in
 * `session.ts` (TanStack Query), not through this client's own store, so there is one source of truth.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [magicLinkClient()],
  sessionOptions: { refetchOnWindowFocus: false },
});

/**
 * A URL the server may redirect to after a magic link or OAuth round trip. In production the SPA and the
 * API share an origin, so a path is enough (and passes Better Auth's origin check without configuration).
 * Under `vite` (port 5173, API proxied to 3000) the link opens on the API's origin, so it has to carry ours.
 */
export function appUrl(path: string): string {
  return import.meta.env.DEV ? new URL(path, window.location.origin).toString() : path;
}
