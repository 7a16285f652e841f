import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toErrorResponse, validationError } from '../../http/errors.js';

/** An /api/v1 error with a stable code for programs (answers `{ error: { code, message } }`). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'file_too_large',
  415: 'unsupported_file_type',
  422: 'unprocessable',
  429: 'rate_limited',
  500: 'internal_error',
};

/** The v1 shape for every error in the v1 scope; the status and message come from the app's one mapping. */
export function registerV1ErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      return reply.status(err.statusCode).type('application/json; charset=utf-8').send({ error: { code: err.code, message: err.message } });
    }
    // a failed schema check answers in the route's own words (config.invalid), in the v1 shape
    const { status, message } = toErrorResponse(validationError(err, request) ?? err);
    if (status >= 500) request.log.error({ err }, 'request failed');
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'invalid_request');
    return reply.status(status).type('application/json; charset=utf-8').send({ error: { code, message } });
  });
  app.setNotFoundHandler((request, reply) => {
    void reply
      .status(404)
      .type('application/json; charset=utf-8')
      .send({ error: { code: 'not_found', message: `No such API route: ${request.method} ${request.url.split('?')[0]}` } });
  });
}
