import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { requireUser, type SessionUser } from '../../auth/session.js';
import { HttpError } from '../../http/errors.js';
import { idParamsSchema, notFoundOnInvalid } from '../../http/schemas.js';
import { getConversion } from './service.js';

function signedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Sign-in required');
  return request.user;
}

/** How often an open stream looks at the conversion (the job writes progress at most every 250 ms). */
export const EVENTS_CHECK_MS = 150;
const HEARTBEAT_MS = 15_000;
/** A stream ends after this long; the browser's EventSource reconnects by itself. */
const MAX_STREAM_MS = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET /api/conversions/:id/events: the status as server-sent events. Each `status` event carries the same
 * `{ data: { conversion, progress } }` as GET /api/conversions/:id/status, sent when anything in it changed
 * (progress only ever goes up); the stream ends after the conversion succeeded or failed. The database is the
 * source (the worker may be another process), looked at every EVENTS_CHECK_MS while the stream is open.
 */
export default async function conversionEventsRoutes(app: FastifyInstance): Promise<void> {
  const open = new Set<ServerResponse>();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    for (const res of open) res.end();
  });

  app.get<{ Params: { id: string } }>(
    '/conversions/:id/events',
    // sign-in first, then the id's shape: a malformed id is not found, like another user's
    { onRequest: requireUser, schema: { params: idParamsSchema }, config: { invalid: notFoundOnInvalid('Conversion not found') } },
    async (request, reply) => {
    const user = signedIn(request);
    const id = request.params.id;
    // 404 (or 401 above) as JSON before the stream starts
    let conv = await getConversion(app.db, user.id, id, app.now());

    reply.hijack();
    const res = reply.raw;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = String(v);
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    open.add(res);
    let gone = false;
    request.raw.on('close', () => (gone = true));
    res.on('close', () => (gone = true));

    let progress = 0;
    let last = '';
    const send = () => {
      progress = conv.status === 'succeeded' ? 100 : Math.max(progress, conv.progress);
      const payload = JSON.stringify({ data: { conversion: { ...conv, progress }, progress } });
      if (payload === last) return;
      last = payload;
      res.write(`event: status\ndata: ${payload}\n\n`);
    };
    res.write('retry: 2000\n\n');
    const started = Date.now();
    let beat = Date.now();
    try {
      for (;;) {
        send();
        if (conv.status === 'succeeded' || conv.status === 'failed') break;
        if (gone || closing || Date.now() - started > MAX_STREAM_MS) break;
        await sleep(EVENTS_CHECK_MS);
        if (gone || closing) break;
        if (Date.now() - beat > HEARTBEAT_MS) {
          res.write(': keep-alive\n\n');
          beat = Date.now();
        }
        conv = await getConversion(app.db, user.id, id, app.now());
      }
    } catch (err) {
      request.log.warn({ err, conversionId: id }, 'status stream stopped');
    } finally {
      open.delete(res);
      if (!res.writableEnded) res.end();
    }
  });
}
