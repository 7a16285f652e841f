import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/** GET /api/health: `{ ok: true }` once the database answers (migrations ran before routes were registered). */
export default async function routes(app: FastifyInstance): Promise<void> {
  app.get('/health', { config: { rateLimit: false } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { ok: true };
    } catch {
      return reply.status(503).send({ ok: false, error: 'Database unavailable' });
    }
  });
}
