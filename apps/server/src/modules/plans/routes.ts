import type { FastifyInstance } from 'fastify';
import { PLAN_IDS, PLANS, type ClientConfig, type OperatorIdentity, type Plan } from '@tallysheet/contracts';

/** Used for the help page's mailto when SUPPORT_EMAIL is not configured (not in production). */
export const DEFAULT_SUPPORT_EMAIL = 'support@tallysheet.app';

/**
 * The operator's details shown outside production when OPERATOR_ADDRESS / OPERATOR_PHONE / GOVERNING_LAW /
 * SUPPORT_HOURS / LIVE_CHAT_HOURS / LIVE_CHAT_URL are unset (the product spec's contact-page texts).
 */
export const DEVELOPMENT_OPERATOR: OperatorIdentity = {
  address: ['Tallysheet', '228 Park Avenue South, Suite 4200', 'New York, NY 10003', 'United States'],
  phone: null,
  governingLaw: 'the State of New York, United States',
  businessHours: [
    { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM EST' },
    { days: 'Saturday', hours: '10:00 AM - 4:00 PM EST' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  liveChatHours: '9 AM-5 PM EST, Monday to Friday',
  liveChatUrl: null,
};

/**
 * Public, read-only site data:
 * - `GET /api/plans`: the one plan catalogue (DESIGN §5), so the landing page shows the prices the server bills;
 * - `GET /api/client-config`: the SPA's runtime settings (analytics key and host, support address, the operator's
 *   address, phone, governing law, business hours and live chat). Analytics stays off in the browser unless POSTHOG_KEY is set. Operator
 *   details not configured fall back to development defaults, except in production, where they are null (the
 *   pages leave them out rather than show invented details).
 */
export default async function plansRoutes(app: FastifyInstance): Promise<void> {
  app.get('/plans', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    const plans: Plan[] = PLAN_IDS.map((id) => PLANS[id]);
    return { plans };
  });

  app.get('/client-config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    const dev = app.config.nodeEnv !== 'production';
    const { operator } = app.config;
    const body: ClientConfig = {
      posthogKey: app.config.posthog?.key ?? null,
      posthogHost: app.config.posthog?.host ?? 'https://eu.i.posthog.com',
      supportEmail: app.config.support.email ?? (dev ? DEFAULT_SUPPORT_EMAIL : null),
      operator: {
        address: operator.address ?? (dev ? DEVELOPMENT_OPERATOR.address : null),
        phone: operator.phone ?? (dev ? DEVELOPMENT_OPERATOR.phone : null),
        governingLaw: operator.governingLaw ?? (dev ? DEVELOPMENT_OPERATOR.governingLaw : null),
        businessHours: operator.businessHours ?? (dev ? DEVELOPMENT_OPERATOR.businessHours : null),
        // Live chat is one offer (its hours and its link): a configured one is shown as configured, never mixed with
        // the development default's hours.
        ...(operator.liveChatHours || operator.liveChatUrl
          ? { liveChatHours: operator.liveChatHours, liveChatUrl: operator.liveChatUrl }
          : { liveChatHours: dev ? DEVELOPMENT_OPERATOR.liveChatHours : null, liveChatUrl: dev ? DEVELOPMENT_OPERATOR.liveChatUrl : null }),
      },
    };
    return body;
  });
}
