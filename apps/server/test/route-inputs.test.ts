import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteInput } from '../src/app.js';
import { NUL_IN_BODY_MESSAGE } from '../src/http/schemas.js';
import { createTestApp, signIn, TEST_APP_URL, type SignedIn, type TestApp } from './support/index.js';
import { createApiKey, setPlan } from './support/api.js';

// #13 point 4: every route declares its input (params, query, body) as schemas checked at the edge, and input no
// route can use — a NUL byte in an id or in a body's text, a malformed id — answers 404 or 400, never 500. The routes
// are taken from the app itself (its onRoute inventory), so a route added later is held to the same rules.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let app: TestApp;
let user: SignedIn;
let key: string;

/** Routes whose body is not a JSON document a schema can describe (checked in other ways, tested elsewhere). */
const BODY_NOT_JSON = new Map<string, string>([
  ['POST /api/invoices/upload', 'multipart, streamed: size and file count are checked while reading (hostile-http.test.ts)'],
  ['POST /api/v1/conversions', 'multipart, streamed, as the upload route'],
  ['POST /api/billing/webhook', 'raw bytes checked by their Stripe signature before parsing (billing.test.ts)'],
]);
/** Routes that take no body at all (their handler never reads one). */
const NO_BODY = new Set(['DELETE /api/keys/:id', 'DELETE /api/webhooks/:id', 'POST /api/webhooks/:id/test', 'POST /api/billing/test/portal']);
/** Routes that read a query string. */
const WITH_QUERY = ['GET /api/conversions', 'GET /api/v1/conversions', 'GET /api/v1/conversions/:id'];

beforeAll(async () => {
  app = await createTestApp({ env: { EMBEDDED_WORKER: 'false', BILLING_TEST_MODE: 'true', API_KEY_RATE_LIMIT_PER_MINUTE: '100000' } });
  user = await signIn(app, 'route-inputs@example.com');
  await setPlan(app, user, 'premium');
  key = (await createApiKey(app, user, 'route inputs')).key;
});
afterAll(async () => {
  await app?.close();
});

/** The app's own routes under /api, one entry per method (HEAD mirrors GET), Better Auth's catch-all left out. */
function apiRoutes(): (RouteInput & { method: string })[] {
  return app.routeInputs
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/auth/'))
    .flatMap((r) => r.methods.filter((m) => m !== 'HEAD').map((method) => ({ ...r, method })));
}

const headersFor = (url: string) =>
  url.startsWith('/api/v1/') ? { authorization: `Bearer ${key}`, origin: TEST_APP_URL } : { cookie: user.cookie, origin: TEST_APP_URL };

describe('route input at the edge', () => {
  it('every route declares a params schema for its path parameters, a body schema for a JSON body, a query schema where it reads one', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const r of routes) {
      const name = `${r.method} ${r.url}`;
      if (r.url.includes(':') && !r.schema.params) missing.push(`${name}: params`);
      const takesBody = ['POST', 'PUT', 'PATCH'].includes(r.method) && !NO_BODY.has(name) && !BODY_NOT_JSON.has(name);
      if (takesBody && !r.schema.body) missing.push(`${name}: body`);
    }
    for (const name of WITH_QUERY) {
      const r = routes.find((x) => `${x.method} ${x.url}` === name);
      if (!r?.schema.querystring) missing.push(`${name}: querystring`);
    }
    expect(missing).toEqual([]);
  });

  it('a NUL byte or a malformed id in any route’s path is 404 (or 400), never 500', async () => {
    const answers: string[] = [];
    for (const r of apiRoutes().filter((x) => x.url.includes(':'))) {
      for (const bad of ['%00', 'a%00b', 'a%20b', `${'x'.repeat(99)}~`]) {
        const url = r.url.replace(/:[A-Za-z]+/g, bad);
        const res = await app.inject({ method: r.method as 'GET', url, headers: headersFor(r.url), ...(r.method === 'GET' ? {} : { payload: {} }) });
        if (![400, 404].includes(res.statusCode)) answers.push(`${r.method} ${url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('a NUL character in a JSON body’s text is a 400 before any handler, on every JSON route', async () => {
    const answers: string[] = [];
    const bodyRoutes = apiRoutes().filter((r) => r.schema.body && !r.url.includes(':'));
    expect(bodyRoutes.length).toBeGreaterThan(5);
    for (const r of bodyRoutes) {
      for (const payload of [{ email: 'a\u0000@example.com', name: 'x', url: 'https://example.com/\u0000' }, { data: { nested: ['ok', { deep: '\u0000' }] } }, { ['k\u0000']: 1 }]) {
        const res = await app.inject({ method: r.method as 'POST', url: r.url, headers: headersFor(r.url), payload });
        if (res.statusCode !== 400 || res.json().error !== NUL_IN_BODY_MESSAGE) answers.push(`${r.method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(answers).toEqual([]);
    // the waitlist stored such an address before, and answered 500
    const waitlist = await app.inject({ method: 'POST', url: '/api/waitlist', headers: { origin: TEST_APP_URL }, payload: { email: 'a\u0000b@example.com' } });
    expect(waitlist.statusCode).toBe(400);
  });

  it('signed out (or without an API key), a route with an id answers 401 whatever the id', async () => {
    for (const url of ['/api/results/%00', '/api/conversions/%00/zip', '/api/conversions/%00/events', '/api/v1/conversions/%00', '/api/v1/files/%00']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
    const del = await app.inject({ method: 'DELETE', url: '/api/keys/%00', headers: { origin: TEST_APP_URL } });
    expect(del.statusCode).toBe(401);
  });
});
