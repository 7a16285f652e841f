import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA (apps/web/dist) with a fallback to index.html for client-side routes, and answers
 * unknown /api paths with 404 JSON. Without a built SPA (tests, API-only) every unknown path is 404 JSON.
 */
export async function registerSpaAndNotFound(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasSpa = existsSync(join(webDistDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Vite fingerprints assets; index.html must be revalidated to pick up new builds.
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // '/api' alone is the SPA's public API page; everything below it is the JSON API.
    const isApi = path.startsWith('/api/');
    if (hasSpa && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).type('application/json; charset=utf-8').send({ error: 'Not found' });
  });
}
