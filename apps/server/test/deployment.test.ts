import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, startupWarnings } from '../src/config.js';
import { untrustedOriginMessage } from '../src/http/security.js';
import { createTestApp, TEST_APP_URL, type TestApp } from './support/index.js';

// Real deployments (#13 points 5 and 6): loopback names, APP_URL redirects, billing test mode, magic-link counting.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

describe('loopback names with APP_URL unset', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { APP_URL: undefined, PORT: '3000', EMBEDDED_WORKER: 'false' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('trusts localhost, 127.0.0.1 and [::1] on the server’s port, and nothing else', () => {
    const config = loadConfig({ PORT: '3100', DATABASE_URL: 'memory:' });
    expect(config.trustedOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3100', 'http://127.0.0.1:3100', 'http://[::1]:3100']),
    );
    expect(config.trustedOrigins).not.toContain('http://127.0.0.1:3101');
    // With APP_URL set, only its origin (and the local dev server's, for a local APP_URL).
    const set = loadConfig({ APP_URL: 'https://tallysheet.example', DATABASE_URL: 'memory:' });
    expect(set.trustedOrigins).toEqual(['https://tallysheet.example']);
  });

  it('a magic-link send works from each loopback origin', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/magic-link',
        headers: { origin, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'loopback@example.com', callbackURL: `${origin}/dashboard` }),
      });
      expect(res.statusCode, origin).toBe(200);
    }
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      headers: { origin: 'http://127.0.0.1:4000', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'loopback@example.com' }),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(untrustedOriginMessage('http://127.0.0.1:4000', 'http://localhost:3000'));
    expect(other.json().error).toContain('runs at http://localhost:3000');
  });
});

describe('APP_URL set', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { EMBEDDED_WORKER: 'false', AUTH_RATE_LIMIT_EMAIL: '2' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a page requested on another host is redirected to APP_URL; the API and the app’s own host are not', async () => {
    const page = await app.inject({ method: 'GET', url: '/dashboard?x=1', headers: { host: '192.0.2.10:3000' } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`${TEST_APP_URL}/dashboard?x=1`);
    const api = await app.inject({ method: 'GET', url: '/api/health', headers: { host: '192.0.2.10:3000' } });
    expect(api.statusCode).toBe(200);
    const own = await app.inject({ method: 'GET', url: '/dashboard', headers: { host: 'localhost:3000' } });
    expect(own.statusCode).not.toBe(302);
  });

  it('only magic-link sends that went out count against the per-address limit', async () => {
    const send = (callbackURL: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/magic-link',
        headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'counted@example.com', callbackURL }),
      });
    // Refused by Better Auth (callback on a foreign origin): three of them, over the limit of 2 if they counted.
    for (let i = 0; i < 3; i++) expect((await send('https://evil.example/steal')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await send('/dashboard')).statusCode).toBe(200);
    expect((await send('/dashboard')).statusCode).toBe(200);
    const third = await send('/dashboard');
    expect(third.statusCode).toBe(429);
  });
});

describe('billing test mode', () => {
  it('is off by default in production, on by default elsewhere, and warned about when forced on in production', () => {
    const base = { DATABASE_URL: 'memory:' };
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).billing.mode).toBe('off');
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).billing.mode).toBe('test');
    expect(loadConfig({ ...base, NODE_ENV: 'production', BILLING_TEST_MODE: 'false' }).billing.mode).toBe('off');
    const forced = loadConfig({ ...base, NODE_ENV: 'production', BILLING_TEST_MODE: 'true' });
    expect(forced.billing.mode).toBe('test');
    expect(startupWarnings(forced).join('\n')).toMatch(/BILLING_TEST_MODE=true in production/);
    expect(startupWarnings(loadConfig({ ...base, NODE_ENV: 'production' })).join('\n')).not.toMatch(/BILLING_TEST_MODE/);
  });
});
