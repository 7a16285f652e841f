/**
 * Sliding-window counter for magic-link sends, per e-mail address and per client IP (DESIGN §7).
 * In-process: each server instance counts its own sends, which bounds abuse per instance.
 */
export class SendLimiter {
  private readonly hits = new Map<string, number[]>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a hit unless the key is over its limit; returns the seconds to wait when refused, else 0. */
  take(key: string, now: number = this.now()): number {
    const fresh = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (fresh.length >= this.max) {
      this.hits.set(key, fresh);
      return Math.max(1, Math.ceil((fresh[0] + this.windowMs - now) / 1000));
    }
    fresh.push(now);
    this.hits.set(key, fresh);
    if (this.hits.size > 50_000) this.prune(now);
    return 0;
  }

  /** Takes back a hit recorded by `take` at `at` (a send that was refused after all does not count). */
  release(key: string, at: number): void {
    const times = this.hits.get(key);
    if (!times) return;
    const i = times.lastIndexOf(at);
    if (i >= 0) times.splice(i, 1);
  }

  private prune(now: number): void {
    for (const [key, times] of this.hits) if (!times.some((t) => t > now - this.windowMs)) this.hits.delete(key);
  }
}
