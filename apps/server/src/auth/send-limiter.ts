import { randomUUID } from 'node:crypto';
import { and, eq, lte, sql, inArray } from 'drizzle-orm';
import { authSend } from '../db/schema/limits.js';
import type { Db } from '../db/types.js';

export interface SendLimits {
  perIp: number;
  perEmail: number;
  windowMs: number;
}

export type SendCheck =
  | { ok: true; /** takes the recorded sends back (the send was refused after all) */ release(): Promise<void> }
  | { ok: false; scope: 'ip' | 'email'; retryAfterSeconds: number };

/**
 * Sliding-window limits on magic-link sends, per client IP and per e-mail address (DESIGN §7), counted in the
 * database so that every server instance sees the same sends. Each check runs in one transaction holding a
 * transaction-scoped advisory lock per key (IP first, then e-mail, always in that order), so parallel requests on
 * any number of instances cannot both take the last send of a window.
 */
export class SendLimiter {
  private checks = 0;
  constructor(
    private readonly db: Db,
    private readonly limits: SendLimits,
  ) {}

  async take(ip: string, email: string, now: Date): Promise<SendCheck> {
    const since = new Date(now.getTime() - this.limits.windowMs);
    const result = await this.db.transaction(async (tx) => {
      const keys = [
        { scope: 'ip' as const, key: ip, max: this.limits.perIp },
        { scope: 'email' as const, key: email, max: this.limits.perEmail },
      ];
      for (const k of keys) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`auth_send:${k.scope}:${k.key}`}))`);
        await tx.delete(authSend).where(and(eq(authSend.scope, k.scope), eq(authSend.key, k.key), lte(authSend.sentAt, since)));
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${authSend.sentAt})` })
          .from(authSend)
          .where(and(eq(authSend.scope, k.scope), eq(authSend.key, k.key)));
        if ((row?.n ?? 0) >= k.max) {
          const oldest = row?.oldest ? new Date(row.oldest) : now;
          const wait = Math.max(1, Math.ceil((oldest.getTime() + this.limits.windowMs - now.getTime()) / 1000));
          return { ok: false as const, scope: k.scope, retryAfterSeconds: wait };
        }
      }
      const ids = keys.map(() => randomUUID());
      await tx.insert(authSend).values(keys.map((k, i) => ({ id: ids[i]!, scope: k.scope, key: k.key, sentAt: now })));
      return { ok: true as const, ids };
    });
    if (++this.checks % 500 === 0) await this.prune(since).catch(() => {});
    if (!result.ok) return result;
    return { ok: true, release: () => this.release(result.ids) };
  }

  private async release(ids: string[]): Promise<void> {
    await this.db.delete(authSend).where(inArray(authSend.id, ids));
  }

  /** Drops the sends of keys no longer checked (rows of checked keys are dropped as they are checked). */
  private async prune(since: Date): Promise<void> {
    await this.db.delete(authSend).where(lte(authSend.sentAt, since));
  }
}
