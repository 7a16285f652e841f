import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { SendLimiter } from './send-limiter.js';
import { forgetCachedSessions } from './session.js';

const emailSchema = z.email();

/**
 * Mounts Better Auth at /api/auth/* by turning the Fastify request into a Web Request. Bodies reach Better
 * Auth untouched (raw buffer), except the magic-link send, which is checked here first: required and valid
 * e-mail, per-address and per-IP send limits, and a default error page (/auth) for the link.
 * Error answers keep Better Auth's `{ code, message }` and gain our `{ error }`.
 */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const limiter = new SendLimiter(app.db, {
    perEmail: config.authRateLimit.perEmail,
    perIp: config.authRateLimit.perIp,
    windowMs: config.authRateLimit.windowSeconds * 1000,
  });

  // Encapsulated: only these routes see raw bodies.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.get('/api/auth-config', async () => ({ google: config.google !== null, magicLink: true }));

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      // A sign-out or session revocation must not be outlived by the status routes' session cache.
      if (request.method !== 'GET') forgetCachedSessions();
      let body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
      const path = request.url.split('?')[0];
      let release: (() => Promise<void>) | undefined;
      if (request.method === 'POST' && (path === '/api/auth/sign-in/magic-link' || path === '/api/auth/sign-in/social')) {
        const json = parseJsonBody(body);
        if (path === '/api/auth/sign-in/magic-link') release = await checkMagicLinkSend(request, json, limiter, app.now());
        withDefaultErrorCallback(json, config.appUrl);
        body = Buffer.from(JSON.stringify(json));
      }
      const url = new URL(request.url, config.appUrl);
      if (request.method === 'GET' && path === '/api/auth/magic-link/verify' && !url.searchParams.get('errorCallbackURL')) {
        // Links made without one (or hand-edited) still land on the sign-in page with the error shown.
        const json: Record<string, unknown> = { callbackURL: url.searchParams.get('callbackURL') ?? undefined };
        withDefaultErrorCallback(json, config.appUrl);
        url.searchParams.set('errorCallbackURL', String(json.errorCallbackURL));
      }
      try {
        await forward(request, reply, url, body);
      } finally {
        // Only sends that went out count against the limits: one Better Auth refused (a bad callbackURL…) does not.
        if (release && (reply.statusCode >= 400 || !reply.sent)) {
          await release().catch((err: unknown) => request.log.error({ err }, 'could not release a magic-link send'));
        }
      }
      return reply;
    },
  });

  async function forward(request: FastifyRequest, reply: FastifyReply, url: URL, body: Buffer | undefined) {
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value === undefined || key === 'x-forwarded-for' || key === 'content-length') continue;
      if (Array.isArray(value)) for (const v of value) headers.append(key, v);
      else headers.set(key, String(value));
    }
    headers.set('x-forwarded-for', request.ip);
    const response = await app.auth.handler(
      new Request(url, { method: request.method, headers, body: body ? new Uint8Array(body) : undefined }),
    );

    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);

    const text = await response.text();
    if (response.status >= 400) {
      if (response.status >= 500) {
        request.log.error({ status: response.status, body: text.slice(0, 500) }, 'auth handler failed');
        return reply.type('application/json; charset=utf-8').send({ error: 'Internal server error' });
      }
      const answer = withErrorField(text, response.statusText);
      if (answer.code === 'PROVIDER_NOT_FOUND' && url.pathname === '/api/auth/sign-in/social') {
        // Google off, or on but its discovery document could not be loaded (retried on the next attempt).
        const google = config.google !== null;
        reply.status(google ? 503 : 404);
        answer.error = answer.message = google ? 'Google sign-in is unavailable right now' : 'Google sign-in is not configured';
      }
      return reply.type('application/json; charset=utf-8').send(answer);
    }
    return reply.send(text.length > 0 ? text : null);
  }
}

function parseJsonBody(body: Buffer | undefined): Record<string, unknown> {
  if (!body) return {};
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, 'Request body must be a JSON object');
  return value as Record<string, unknown>;
}

async function checkMagicLinkSend(
  request: FastifyRequest,
  json: Record<string, unknown>,
  limiter: SendLimiter,
  now: Date,
): Promise<() => Promise<void>> {
  const raw = typeof json.email === 'string' ? json.email.trim() : '';
  if (!raw) throw new HttpError(400, 'Email address is required');
  if (!emailSchema.safeParse(raw).success) throw new HttpError(400, 'invalid email address');
  const email = raw.toLowerCase();
  json.email = email;
  const check = await limiter.take(request.ip, email, now);
  if (!check.ok) throw rateLimited(check.retryAfterSeconds, check.scope === 'ip' ? 'from this network' : 'for this email address');
  return check.release;
}

function rateLimited(seconds: number, scope: string): HttpError {
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  const err = new HttpError(429, `Email rate limit exceeded: too many sign-in emails ${scope}. Try again in ${wait}.`);
  return Object.assign(err, { retryAfterSeconds: seconds });
}

/** Failed links and OAuth errors land on the sign-in page of the same origin unless the caller chose a page. */
function withDefaultErrorCallback(json: Record<string, unknown>, appUrl: string): void {
  if (typeof json.errorCallbackURL === 'string' && json.errorCallbackURL) return;
  let origin = appUrl;
  if (typeof json.callbackURL === 'string' && json.callbackURL) {
    try {
      origin = new URL(json.callbackURL, appUrl).origin;
    } catch {
      // Better Auth rejects the malformed callbackURL itself.
    }
  }
  json.errorCallbackURL = `${origin}/auth`;
}

function withErrorField(text: string, fallback: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const obj = parsed as Record<string, unknown>;
      const message = typeof obj.message === 'string' && obj.message ? obj.message : fallback || 'Request failed';
      return { ...obj, error: typeof obj.error === 'string' ? obj.error : message };
    }
  } catch {
    // fall through
  }
  return { error: text || fallback || 'Request failed' };
}
