import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.js';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { registerErrorHandlers } from '../src/http/errors.js';
import { registerSecurity, untrustedOriginMessage } from '../src/http/security.js';
import { TEST_APP_URL, createTestApp, signIn, type TestApp } from './support/index.js';

// These tests need no conversion worker threads; starting none keeps each app quick to boot.
const NO_WORKER = { EMBEDDED_WORKER: 'false' };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: NO_WORKER });
});
afterAll(async () => {
  await app?.close();
});

describe('Origin check on state-changing requests', () => {
  test('a foreign Origin is refused with 403 JSON before anything happens', async () => {
    const s = await signIn(app, 'origin-check@example.com');
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3001']) {
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { cookie: s.cookie, origin },
        payload: { data: { onboarding_completed: true } },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: untrustedOriginMessage(origin, TEST_APP_URL) });
    }
    const signOut = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: s.cookie, origin: 'https://evil.example' } });
    expect(signOut.statusCode).toBe(403);
    const still = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: s.cookie } });
    expect(still.json().user.onboardingCompleted).toBe(false);
  });

  test('the app origin, the dev origin and requests without Origin (API clients) pass', async () => {
    const s = await signIn(app, 'origin-ok@example.com');
    for (const headers of [{ origin: TEST_APP_URL }, { origin: 'http://localhost:5173' }, {}]) {
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { authorization: `Bearer ${s.token}`, ...headers },
        payload: { data: { onboarding_completed: true } },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  test('a refused origin is logged as a warning naming the origin sent and the one expected (#13 point 5)', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ DATABASE_URL: 'memory:', PORT: '3000' });
    const bare = Fastify({ logger: { level: 'info', stream } });
    registerErrorHandlers(bare);
    await registerSecurity(bare, config);
    bare.post('/api/thing', async () => ({ ok: true }));
    const res = await bare.inject({ method: 'POST', url: '/api/thing', headers: { origin: 'http://192.0.2.7:3000' }, payload: {} });
    await bare.close();
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toContain(`runs at ${config.appUrl}`);
    const warning = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request refused: untrusted origin');
    expect(warning).toMatchObject({ level: 40, origin: 'http://192.0.2.7:3000', expected: config.appUrl });
  });

  test('the billing webhook is exempt (it is signed instead)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { origin: 'https://stripe.example' }, payload: {} });
    expect(res.statusCode).not.toBe(403);
  });
});

describe('bad input answers clean JSON errors', () => {
  test('malformed JSON → 400', async () => {
    const s = await signIn(app, 'bad-json@example.com');
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: s.cookie, origin: TEST_APP_URL, 'content-type': 'application/json' },
      payload: '{"data": {',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Malformed JSON body' });
  });

  test('oversized body → 413', async () => {
    // A public route: routes behind sign-in answer 401 before reading any body.
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), email: 'a@b.co', subject: 'x', message: 'y' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Request body is too large' });
  });

  test('oversized body on the auth endpoint → 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Request body is too large');
  });

  test('a URL that cannot be decoded → 400 JSON in the usual shape, without echoing the URL', async () => {
    for (const url of ['/api/%zz', '/%zz']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Malformed URL' });
    }
  });

  test('unknown API paths → 404 JSON, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/does-not-exist?x=1', headers: { origin: TEST_APP_URL } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found' });
    }
    const auth = await app.inject({ method: 'GET', url: '/api/auth/does-not-exist' });
    expect(auth.statusCode).toBe(404);
    expect(typeof auth.json().error).toBe('string');
  });

  test('answers carry security headers and a CSP without third-party hosts by default', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ ok: true });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('posthog');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).not.toContain('worker-src');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

test('the global API rate limit answers 429 JSON', async () => {
  const limited = await createTestApp({ env: { ...NO_WORKER, API_RATE_LIMIT_PER_MINUTE: '3' } });
  try {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await limited.inject({ method: 'GET', url: '/api/auth-config' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await limited.inject({ method: 'GET', url: '/api/auth-config' });
    expect(res.json().error).toContain('rate limit');
  } finally {
    await limited.close();
  }
});

describe('configuration', () => {
  test('POSTHOG_KEY allows the analytics host in script and connect sources only', async () => {
    const withPosthog = await createTestApp({ env: { ...NO_WORKER, POSTHOG_KEY: 'phc_test' } });
    try {
      const csp = String((await withPosthog.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/eu\.i\.posthog\.com https:\/\/eu-assets\.i\.posthog\.com/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/eu\.i\.posthog\.com/);
      expect(csp).toMatch(/img-src 'self' data: blob:;/);
      // session recordings compress in a blob: worker
      expect(csp).toMatch(/worker-src 'self' blob:/);
    } finally {
      await withPosthog.close();
    }
  });

  test('https APP_URL: Secure cookies and HSTS', async () => {
    const secure = await createTestApp({ env: { ...NO_WORKER, APP_URL: 'https://tallysheet.example' } });
    try {
      const send = await secure.inject({
        method: 'POST',
        url: '/api/auth/sign-in/magic-link',
        headers: { origin: 'https://tallysheet.example' },
        payload: { email: 'secure@example.com', callbackURL: '/dashboard' },
      });
      expect(send.statusCode).toBe(200);
      const link = /https:\/\/\S+verify\?\S+/.exec(secure.mailbox!.messages.at(-1)!.text)![0];
      const verify = await secure.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
      const cookie = ([] as string[]).concat(verify.headers['set-cookie'] ?? []).find((c) => c.includes('session_token'))!;
      expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      const health = await secure.inject({ method: 'GET', url: '/api/health' });
      expect(health.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });

  test('invalid environment fails fast with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@h/db' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'only-id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    // unset DATA_DIR: <repo>/data, wherever npm runs the server package's script
    expect(loadConfig({ INIT_CWD: '/elsewhere' }).dataDir).toBe(resolve(import.meta.dirname, '..', '..', '..', 'data'));
    const c = loadConfig({ DATA_DIR: 'rel/dir', INIT_CWD: '/srv/app', PORT: '4000' });
    expect(c.dataDir).toBe('/srv/app/rel/dir');
    expect(c.filesDir).toBe('/srv/app/rel/dir/files');
    expect(c.appUrl).toBe('http://localhost:4000');
    expect(c.trustedOrigins).toContain('http://localhost:5173');
    // a deployed site trusts only its own origin
    expect(loadConfig({ APP_URL: 'https://tallysheet.example/' }).trustedOrigins).toEqual(['https://tallysheet.example']);
    expect(c.google).toBeNull();
    expect(c.mail.from).toBe('Tallysheet <no-reply@tallysheet.local>');
  });
});

describe('SPA serving', () => {
  let dist: string;
  let spa: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'tallysheet-web-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Tallysheet SPA</title>');
    await writeFile(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    spa = await createTestApp({ env: { ...NO_WORKER, WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await spa?.close();
    await rm(dist, { recursive: true, force: true });
  });

  test('client routes (and /api, the public API page) get index.html; assets are served; /api/* stays JSON', async () => {
    for (const url of ['/', '/dashboard/history', '/settings/whatever', '/api', '/auth?error=INVALID_TOKEN']) {
      const res = await spa.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Tallysheet SPA');
    }
    const asset = await spa.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await spa.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found' });
  });
});
