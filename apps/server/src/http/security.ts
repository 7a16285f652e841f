import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import { HttpError } from './errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Server-to-server calls that carry their own signature instead of a browser Origin. */
const ORIGIN_EXEMPT_PATHS = new Set(['/api/billing/webhook']);

/**
 * Security headers (CSP fit for the SPA), a global API rate limit, and the Origin check: a state-changing
 * /api request whose Origin header is present and not trusted is refused with 403 (CSRF defence on top of
 * SameSite=Lax cookies). Requests without Origin (API clients with a bearer token) pass.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const https = config.appUrl.startsWith('https://');
  const posthogHosts = config.posthog ? posthogOrigins(config.posthog.host) : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...posthogHosts],
        connectSrc: ["'self'", ...posthogHosts],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // posthog-js runs its session-recording compression in a Web Worker built from a blob: URL.
        ...(config.posthog ? { workerSrc: ["'self'", 'blob:'] } : {}),
        // Radix and React set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  await app.register(rateLimit, {
    global: true,
    max: config.apiRateLimitPerMinute,
    timeWindow: 60_000,
    // Static assets of the SPA are not metered; only the API is.
    allowList: (request) => !request.url.startsWith('/api'),
    errorResponseBuilder: (_request, context) => {
      const err = new HttpError(429, `Too many requests: rate limit exceeded, retry in ${Math.ceil(context.ttl / 1000)} s`);
      return err;
    },
  });

  const trusted = new Set(config.trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/') || ORIGIN_EXEMPT_PATHS.has(path)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!trusted.has(origin)) {
      request.log.warn({ origin, expected: config.appUrl }, 'request refused: untrusted origin');
      throw new HttpError(403, untrustedOriginMessage(origin, config.appUrl));
    }
  });

  // With APP_URL set, the app lives at that address only: a page opened on another host name (the server's IP,
  // a second DNS name) is sent there, so sign-in and forms run on the origin they are trusted on.
  if (config.appUrlExplicit) {
    const app_ = new URL(config.appUrl);
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (request.url.startsWith('/api/') || request.url === '/api') return;
      const host = request.hostname;
      if (!host || host.toLowerCase() === app_.hostname.toLowerCase()) return;
      return reply.redirect(new URL(request.url, config.appUrl).toString(), 302);
    });
  }
}

/** What the user reads when a form is sent from a page opened on another address than the app's. */
export function untrustedOriginMessage(origin: string, appUrl: string): string {
  return `Request refused: this page is open at ${origin}, but Tallysheet runs at ${appUrl}. Open ${appUrl} and try again.`;
}

function posthogOrigins(host: string): string[] {
  const origin = new URL(host).origin;
  // posthog-js loads its extensions from the matching -assets host (eu.i.posthog.com → eu-assets.i.posthog.com).
  const assets = origin.replace(/^https:\/\/(eu|us)\.i\.posthog\.com$/, 'https://$1-assets.i.posthog.com');
  return [...new Set([origin, assets])];
}
