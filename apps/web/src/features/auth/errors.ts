/** Spec §5/§8: how sign-in failures read to the user. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email address is required',
  rateLimited: 'Too many emails sent. Please wait a moment before trying again.',
  invalidEmail: 'Please enter a valid email address.',
  unexpected: 'An unexpected error occurred. Please try again.',
  googleFailed: 'Failed to sign in with Google. Please try again.',
  googleNotConfigured: 'Google sign-in is not configured on this server. Use the magic link instead.',
  linkInvalid: 'This sign-in link has expired or was already used. Please request a new one.',
} as const;

export interface AuthFailure {
  status?: number;
  message?: string | null;
  /** our server's `{ error }` field (Better Auth's own answers use `message`) */
  error?: unknown;
  code?: string | null;
}

/**
 * 'rate limit' → the rate-limit text; 'invalid email' → the e-mail text; any other provider message as is;
 * no message, a server fault (5xx) or a network failure → the unexpected-error text.
 */
export function mapAuthError(failure: AuthFailure | null | undefined): string {
  if (!failure) return AUTH_MESSAGES.unexpected;
  const message = (failure.message || (typeof failure.error === 'string' ? failure.error : '') || '').trim();
  const lower = message.toLowerCase();
  if (failure.status === 429 || lower.includes('rate limit') || lower.includes('too many')) return AUTH_MESSAGES.rateLimited;
  if (lower.includes('invalid email') || failure.code === 'INVALID_EMAIL') return AUTH_MESSAGES.invalidEmail;
  if (!message || failure.status === undefined || failure.status === 0 || failure.status >= 500) return AUTH_MESSAGES.unexpected;
  return message;
}

/**
 * The server sends the browser back to /auth with `?error=CODE` when a magic link or a Google round trip fails.
 * Magic-link codes (expired, replayed, unknown token) get the link text; anything after a Google attempt the
 * Google text.
 */
export function messageForRedirectError(code: string, via: string | null): string {
  if (via === 'google') return AUTH_MESSAGES.googleFailed;
  const c = code.toUpperCase();
  if (c.includes('TOKEN') || c.includes('EXPIRED')) return AUTH_MESSAGES.linkInvalid;
  if (c.includes('STATE') || c.includes('OAUTH') || c.includes('PROVIDER') || c.includes('CODE')) return AUTH_MESSAGES.googleFailed;
  return AUTH_MESSAGES.unexpected;
}
