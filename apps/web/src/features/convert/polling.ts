/** spec §4/§9: first status request 2 s after the start, then every 5 s, at most 60 requests */
export const FIRST_POLL_MS = 2000;
export const POLL_INTERVAL_MS = 5000;
export const MAX_POLLS = 60;
/** spec §4: a new conversion shows as processing at 10 % until the first answer */
export const INITIAL_PROGRESS = 10;

/**
 * What to do after poll number `poll` (1-based): keep polling in 5 s, or give up with the timeout notice.
 * A finished conversion stops polling before this is asked; a failed request asks it too (retry in 5 s).
 */
export function nextPoll(poll: number): { delayMs: number } | 'timeout' {
  return poll < MAX_POLLS ? { delayMs: POLL_INTERVAL_MS } : 'timeout';
}
