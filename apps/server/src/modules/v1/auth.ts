import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasPremium, PREMIUM_REQUIRED_MESSAGE, useKey } from '../api-keys/service.js';
import { ApiError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** set on /api/v1 routes by requireApiKey */
    apiKey: { id: string; userId: string; signedUpAt: Date } | null;
  }
}

/**
 * preHandler of every /api/v1 route: `Authorization: Bearer tsk_live_…` only (cookies are ignored, so there is
 * no CSRF surface), then the key's rate limit (RateLimit-* headers on every answer), then the Premium plan.
 */
export async function requireApiKey(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const app = request.server;
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) {
    throw new ApiError(401, 'unauthorized', 'Send your API key as `Authorization: Bearer tsk_live_…` (create one in Settings → API).', {
      'www-authenticate': 'Bearer',
    });
  }
  const now = app.now();
  const use = await useKey(app.db, match[1]!, now);
  if (!use) throw new ApiError(401, 'unauthorized', 'This API key is not valid: it may have been revoked.', { 'www-authenticate': 'Bearer error="invalid_token"' });

  const limit = app.config.api.keyRateLimitPerMinute;
  const reset = Math.max(1, Math.ceil((use.windowEnd.getTime() - now.getTime()) / 1000));
  reply.header('ratelimit-limit', String(limit));
  reply.header('ratelimit-remaining', String(Math.max(0, limit - use.count)));
  reply.header('ratelimit-reset', String(reset));
  reply.header('ratelimit-policy', `${limit};w=60`);
  if (use.count > limit) {
    throw new ApiError(429, 'rate_limited', `Rate limit exceeded: ${limit} requests per minute per API key. Retry in ${reset} s.`, {
      'retry-after': String(reset),
    });
  }
  if (!(await hasPremium(app.db, use.userId, now, use.signedUpAt))) throw new ApiError(403, 'plan_required', PREMIUM_REQUIRED_MESSAGE);
  request.apiKey = { id: use.keyId, userId: use.userId, signedUpAt: use.signedUpAt };
}
