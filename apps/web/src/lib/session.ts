import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, ApiError } from './api';
import { takePreloadedMe } from './session-early';

/** The signed-in user as every screen sees it (server: Better Auth user + profile fields). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  onboardingCompleted: boolean;
  createdAt: string | null;
  /** signed in again after the session the account was made in ('Welcome back' is for them) */
  returning?: boolean;
}

export const SESSION_QUERY_KEY = ['session'] as const;

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Accepts the camelCase fields the server sends and the spec's snake_case metadata names alike. */
export function toSessionUser(raw: unknown): SessionUser | null {
  if (!raw || typeof raw !== 'object') return null;
  const u = raw as Record<string, unknown>;
  const id = str(u.id);
  const email = str(u.email);
  if (!id || !email) return null;
  const onboarding = u.onboardingCompleted ?? u.onboarding_completed;
  const created = u.createdAt ?? u.created_at;
  return {
    id,
    email,
    name: str(u.name) ?? '',
    firstName: str(u.firstName ?? u.first_name),
    lastName: str(u.lastName ?? u.last_name),
    company: str(u.company),
    onboardingCompleted: onboarding === true || onboarding === 'true',
    createdAt: created instanceof Date ? created.toISOString() : str(created),
    ...(u.returning === true ? { returning: true } : {}),
  };
}

/**
 * The signed-in user from `GET /api/me` (cookie session); 401 means signed out. (Better Auth's own
 * get-session shares its per-IP auth rate limit with sign-in calls; /api/me does not.)
 */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const data = (await (takePreloadedMe() ?? api.get<{ user?: unknown }>('/api/me'))) as { user?: unknown } | undefined;
    return toSessionUser(data?.user);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export interface UseSession {
  user: SessionUser | null;
  isLoading: boolean;
  /** The session could not be read (server unreachable or failing) — neither signed in nor out. */
  isError: boolean;
  refetch: () => Promise<SessionUser | null>;
}

export function useSession(): UseSession {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    staleTime: 30_000,
    // A magic link opened in another tab signs this tab in as soon as it regains focus.
    refetchOnWindowFocus: true,
    // Spec §7: session refresh retries with exponential backoff starting at 200 ms.
    retry: 4,
    retryDelay: (attempt) => Math.min(200 * 2 ** attempt, 5_000),
  });
  const { refetch } = query;
  const refetchUser = useCallback(async () => (await refetch()).data ?? null, [refetch]);
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    isError: query.isError && query.data === undefined,
    refetch: refetchUser,
  };
}

/**
 * For requests made outside TanStack Query (uploads, starting a conversion): a 401 means the session ended (expired,
 * signed out in another tab). Re-reading it lets the route guard send the user to /auth, remembering the page, as
 * the query cache does for a 401 of any query.
 */
export function useSessionEnded(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY }), [client]);
}

/** Lets a screen put a freshly saved user into the cache without waiting for a refetch. */
export function useSetSessionUser(): (update: (user: SessionUser | null) => SessionUser | null) => void {
  const client = useQueryClient();
  return useCallback(
    (update) => client.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, (old) => update(old ?? null)),
    [client],
  );
}

/** "Ada Lovelace", else the e-mail, else 'User' (spec: settings header display name). */
export function displayName(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'> | null | undefined): string {
  if (!user) return 'User';
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.email || 'User';
}
