import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_APP_URL, cookieHeader, createTestApp, signIn, toPath, type TestApp } from './support/index.js';

// These tests need no conversion worker threads; starting none keeps each app quick to boot.
const NO_WORKER = { EMBEDDED_WORKER: 'false' };
import { TestOidcProvider } from './support/oidc-provider.js';

const CALLBACK = `${TEST_APP_URL}/api/auth/callback/google`;
const json = { origin: TEST_APP_URL, 'content-type': 'application/json' };

let idp: TestOidcProvider;
let app: TestApp;
beforeAll(async () => {
  idp = await TestOidcProvider.start(CALLBACK);
  app = await createTestApp({
    env: { ...NO_WORKER, GOOGLE_CLIENT_ID: idp.clientId, GOOGLE_CLIENT_SECRET: idp.clientSecret, GOOGLE_DISCOVERY_URL: idp.discoveryUrl },
  });
});
afterAll(async () => {
  await app?.close();
  await idp?.close();
});

/** start → provider (login + consent) → our callback; returns the callback's answer */
async function googleSignIn(callbackURL = '/dashboard') {
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: json,
    payload: { provider: 'google', callbackURL },
  });
  expect(start.statusCode).toBe(200);
  const { url } = start.json() as { url: string };
  expect(url.startsWith(idp.issuer)).toBe(true);
  const stateCookie = cookieHeader(start.headers['set-cookie']);
  const back = await idp.authorize(url, CALLBACK);
  return app.inject({ method: 'GET', url: toPath(back), headers: stateCookie ? { cookie: stateCookie } : {} });
}

describe('Google sign-in through a local OpenID provider', () => {
  test('auth-config says Google is configured', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(res.json()).toEqual({ google: true, magicLink: true });
  });

  test('authorize → callback creates the user and a session, names taken from the profile', async () => {
    idp.identity = { sub: 'g-new-1', email: 'new.google@example.com', given_name: 'Ada', family_name: 'Lovelace' };
    const res = await googleSignIn('/dashboard');
    expect(res.statusCode).toBe(302);
    expect(new URL(String(res.headers.location), TEST_APP_URL).toString()).toBe(`${TEST_APP_URL}/dashboard`);
    const cookie = cookieHeader(res.headers['set-cookie']);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email: 'new.google@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      onboardingCompleted: false,
    });
  });

  test('a Google account with the e-mail of a magic-link user signs into that same user', async () => {
    const existing = await signIn(app, 'both.ways@example.com');
    idp.identity = { sub: 'g-both-1', email: 'both.ways@example.com', given_name: 'Both', family_name: 'Ways' };
    const res = await googleSignIn('/settings/profile');
    expect(new URL(String(res.headers.location), TEST_APP_URL).toString()).toBe(`${TEST_APP_URL}/settings/profile`);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader(res.headers['set-cookie']) } });
    expect(me.json().user.id).toBe(existing.user.id);
  });

  test('a callback with a forged state is refused and sends the user to /auth with an error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/callback/google?code=forged&state=forged' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(new RegExp(`^${TEST_APP_URL}/auth\\?error=`));
    expect(cookieHeader(res.headers['set-cookie'])).not.toContain('session_token');
  });

  test('a provider error (user cancelled) lands on /auth with an error', async () => {
    const start = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: json,
      payload: { provider: 'google', callbackURL: '/dashboard' },
    });
    const state = new URL(start.json().url).searchParams.get('state');
    const res = await app.inject({
      method: 'GET',
      url: `/api/auth/callback/google?error=access_denied&state=${state}`,
      headers: { cookie: cookieHeader(start.headers['set-cookie']) },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(new RegExp(`^${TEST_APP_URL}/auth\\?error=`));
  });

  test('a foreign callback URL is refused', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: json,
      payload: { provider: 'google', callbackURL: 'https://evil.example/' },
    });
    expect(res.statusCode).toBe(403);
  });
});

test('Google configured but its discovery endpoint unreachable: a clear error, no crash', async () => {
  const broken = await createTestApp({
    env: { ...NO_WORKER, GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y', GOOGLE_DISCOVERY_URL: 'http://127.0.0.1:9/.well-known/openid-configuration' },
  });
  try {
    const t0 = Date.now();
    const res = await broken.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: json,
      payload: { provider: 'google', callbackURL: '/dashboard' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('Google sign-in is unavailable right now');
    expect(Date.now() - t0).toBeLessThan(15_000);
    expect(res.body).not.toMatch(/at .*\.m?js:\d+/);
    const health = await broken.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  } finally {
    await broken.close();
  }
});
