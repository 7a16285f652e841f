import { afterEach, expect, vi } from 'vitest';

/** The two queues the queue tests run on: the embedded db queue and pg-boss. */
export type Kind = 'db' | 'pgboss';

/**
 * Clean-ups run after each test of the calling file, last registered first (a failing one does not stop the
 * others): push a function for everything a test starts (apps, workers, receivers, held gates).
 */
export function cleanupsAfterEach(): Array<() => Promise<void>> {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
  });
  return cleanups;
}

/** Waits (polling every 50 ms, up to `timeout`) until `fn` answers true. */
export const waitUntil = (fn: () => boolean | Promise<boolean>, timeout = 90_000) =>
  vi.waitFor(async () => expect(await fn()).toBe(true), { timeout, interval: 50 });
