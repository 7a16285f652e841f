import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { contactMessage } from '../../db/schema/contact.js';

/** The privacy policy's promise: contact messages are kept for at most 24 months. */
export const CONTACT_RETENTION_MONTHS = 24;
const SWEEP_EVERY_MS = 24 * 3600_000;

export function retentionCutoff(now: Date, months = CONTACT_RETENTION_MONTHS): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Deletes contact messages older than the retention period; returns how many went. */
export async function sweepOldContactMessages(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(contactMessage)
    .where(lt(contactMessage.createdAt, retentionCutoff(now)))
    .returning({ id: contactMessage.id });
  return deleted.length;
}

/** Runs the sweep once at start and then daily while the server runs (timer unref'd, stopped on close). */
export function scheduleContactRetention(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    sweepOldContactMessages(app.db)
      .then((n) => n > 0 && app.log.info({ deleted: n }, 'old contact messages deleted'))
      .catch((err: unknown) => app.log.error({ err }, 'contact retention sweep failed'));
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
