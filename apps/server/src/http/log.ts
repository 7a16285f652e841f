import type { FastifyRequest } from 'fastify';

/** Query parameters that carry one-time credentials: magic-link tokens and OAuth authorization codes. */
const SECRET_PARAMS = ['token', 'code'];

/**
 * The request URL as it may appear in logs (DESIGN §7: secrets never reach logs): a magic link's `token` and an
 * OAuth callback's `code` are replaced by `[redacted]`; everything else stays readable.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** Fastify's request log serializer with the URL redacted (headers are never logged). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
