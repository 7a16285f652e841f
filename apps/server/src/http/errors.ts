import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';

/** Throw from any route or service: answers `{ error: message }` with the status. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_BAD_URL: 'Malformed URL',
};

/** Turns every error into `{ error }` JSON with the right status; 5xx never expose internals. */
export function toErrorResponse(err: unknown): { status: number; message: string } {
  if (err instanceof HttpError) return { status: err.statusCode, message: err.message };
  if (err instanceof ZodError) return { status: 400, message: err.issues[0]?.message ?? 'Invalid request' };
  const e = err as Partial<FastifyError> & { status?: number };
  if (e && typeof e === 'object') {
    if (e.code && FASTIFY_MESSAGES[e.code]) return { status: e.statusCode ?? 400, message: FASTIFY_MESSAGES[e.code] };
    if (e.code === 'FST_ERR_VALIDATION' || e.validation) return { status: 400, message: e.message ?? 'Invalid request' };
    if (e.code?.startsWith('FST_ERR_CTP_')) return { status: e.statusCode ?? 400, message: 'Invalid request body' };
    const status = e.statusCode ?? e.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { status, message: e.message || 'Bad request' };
    }
  }
  return { status: 500, message: 'Internal server error' };
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a URL that cannot be decoded) answer
 * `{ error }` like every other error instead of Fastify's default shape, which echoes the URL back.
 */
export function answerFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { status, message } = toErrorResponse(err);
  void reply.status(status).type('application/json; charset=utf-8').send({ error: message });
}

/** A failed schema check (fastify-type-provider-zod): the route's own mapping, else 400 with the first issue. */
export function validationError(err: unknown, request: FastifyRequest): HttpError | null {
  const e = err as { validation?: { message?: string; instancePath?: string; keyword?: string }[]; validationContext?: string };
  if (!e || typeof e !== 'object' || !Array.isArray(e.validation)) return null;
  const issues = e.validation.map((v) => ({ message: v.message ?? 'Invalid request', instancePath: v.instancePath ?? '', keyword: v.keyword ?? '' }));
  const mapper = request.routeOptions?.config?.invalid;
  if (mapper) return mapper(issues, e.validationContext ?? 'body');
  return new HttpError(400, issues[0]?.message ?? 'Invalid request');
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, message } = toErrorResponse(validationError(err, request) ?? err);
    if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.debug({ err: (err as Error)?.message }, 'request rejected');
    const retryAfter = (err as { retryAfterSeconds?: number })?.retryAfterSeconds;
    if (retryAfter) reply.header('retry-after', String(retryAfter));
    return reply.status(status).type('application/json; charset=utf-8').send({ error: message });
  });
}
