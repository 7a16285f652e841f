/**
 * The remembered origin travels as `/auth?redirect=/path?query#hash` (it survives reloads and rides the
 * magic link's callbackURL). Only same-site paths are accepted, so the parameter cannot send anyone away.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/dashboard'): string {
  if (!target) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target === '/auth' || target.startsWith('/auth?') || target.startsWith('/auth/')) return fallback;
  return target;
}

export function authPathFor(origin: string): string {
  const target = safeRedirect(origin, '');
  return target && target !== '/' ? `/auth?redirect=${encodeURIComponent(target)}` : '/auth';
}
