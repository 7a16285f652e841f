import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';

/** The signed-in user as every route sees it (`request.user`). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  onboardingCompleted: boolean;
  /** ISO 8601 */
  createdAt: string;
  /**
   * true when this session began well after the account was made: the user signed in again ('Welcome back');
   * false in the session the account was created in
   */
  returning?: boolean;
}

/** A session opened this long after sign-up is a return visit. */
const RETURNING_AFTER_MS = 60_000;

/** 'Welcome back' is for a session opened well after the account was made (not the sign-up session). */
export function isReturning(sessionCreatedAt: Date | string | undefined, userCreatedAt: Date | string): boolean {
  if (!sessionCreatedAt) return false;
  return new Date(sessionCreatedAt).getTime() - new Date(userCreatedAt).getTime() > RETURNING_AFTER_MS;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set by requireUser; null on routes without it */
    user: SessionUser | null;
  }
}

export function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  return headers;
}

interface RawUser {
  id: string;
  email: string;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  onboardingCompleted?: boolean | null;
  createdAt: Date | string;
}

export function toSessionUser(u: RawUser): SessionUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name ?? '',
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    company: u.company ?? null,
    onboardingCompleted: u.onboardingCompleted === true,
    createdAt: new Date(u.createdAt).toISOString(),
  };
}

/** The user of the request's session (cookie or `Authorization: Bearer <token>`), or null. */
export async function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const hasCredentials = request.headers.cookie || request.headers.authorization;
  if (!hasCredentials) return null;
  try {
    const result = await request.server.auth.api.getSession({ headers: requestHeaders(request) });
    if (!result) return null;
    const user = toSessionUser(result.user as RawUser);
    user.returning = isReturning((result.session as { createdAt?: Date | string }).createdAt, user.createdAt);
    return user;
  } catch (err) {
    // A malformed cookie or token is an unauthenticated request, not a server error.
    request.log.warn({ err: (err as Error).message }, 'session lookup failed');
    return null;
  }
}

/** preHandler: sets `request.user` or answers 401 `{ error: "Sign-in required" }`. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await getSessionUser(request);
  if (!user) throw new HttpError(401, 'Sign-in required');
  request.user = user;
}

/**
 * Status polling (#13 point 8): the web app reads a running conversion's status every second, and the session
 * lookup (two statements in Better Auth) was a fifth of that read's cost on the event loop. These routes reuse a
 * session found valid within the last STATUS_SESSION_TTL_MS, keyed by the exact credentials sent. Every other route
 * looks the session up each time. In this process any change through /api/auth/* (sign-out, session revocation)
 * empties the cache at once; on other server instances a revoked session can still read its own conversions'
 * status for at most the TTL.
 */
export const STATUS_SESSION_TTL_MS = 2000;
const MAX_CACHED_SESSIONS = 10_000;
const pollingSessions = new Map<string, { user: SessionUser; until: number }>();

export function forgetCachedSessions(): void {
  pollingSessions.clear();
}

/** onRequest for read-only polling routes: `requireUser` with the short-lived session cache above. */
export async function requireUserForPolling(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { cookie, authorization } = request.headers;
  if (!cookie && !authorization) return requireUser(request, reply);
  const key = `${cookie ?? ''}\n${authorization ?? ''}`;
  const now = Date.now();
  const hit = pollingSessions.get(key);
  if (hit && hit.until > now) {
    request.user = hit.user;
    return;
  }
  const user = await getSessionUser(request);
  if (!user) {
    pollingSessions.delete(key);
    throw new HttpError(401, 'Sign-in required');
  }
  if (pollingSessions.size >= MAX_CACHED_SESSIONS) pollingSessions.clear();
  pollingSessions.set(key, { user, until: now + STATUS_SESSION_TTL_MS });
  request.user = user;
}
