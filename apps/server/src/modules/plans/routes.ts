import type { FastifyInstance } from 'fastify';
import { PLAN_IDS, PLANS, type ClientConfig, type Plan } from '@tallysheet/contracts';

/** Used for the help page's mailto when SUPPORT_EMAIL is not configured. */
export const DEFAULT_SUPPORT_EMAIL = 'support@tallysheet.app';

/**
 * Public, read-only site data:
 * - `GET /api/plans`: the one plan catalogue (DESIGN §5), so the landing page shows the prices the server bills;
 * - `GET /api/client-config`: the SPA's runtime settings (analytics key and host, support address).
 *   Analytics stays off in the browser unless POSTHOG_KEY is set.
 */
export default async function plansRoutes(app: FastifyInstance): Promise<void> {
  app.get('/plans', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    const plans: Plan[] = PLAN_IDS.map((id) => PLANS[id]);
    return { plans };
  });

  app.get('/client-config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    const body: ClientConfig = {
      posthogKey: app.config.posthog?.key ?? null,
      posthogHost: app.config.posthog?.host ?? 'https://eu.i.posthog.com',
      supportEmail: app.config.support.email ?? DEFAULT_SUPPORT_EMAIL,
    };
    return body;
  });
}
