import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { verification } from '../src/db/schema/index.js';
import {
  TEST_APP_URL,
  cookieHeader,
  createTestApp,
  requestMagicLink,
  signIn,
  toPath,
  type TestApp,
} from './support/index.js';

// These tests need no conversion worker threads; starting none keeps each app quick to boot.
const NO_WORKER = { EMBEDDED_WORKER: 'false' };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { ...NO_WORKER, AUTH_RATE_LIMIT_EMAIL: '3', AUTH_RATE_LIMIT_IP: '1000' } });
});
afterAll(async () => {
  await app?.close();
});

const json = { origin: TEST_APP_URL, 'content-type': 'application/json' };
let n = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${n++}@example.com`;

describe('magic link', () => {
  test('mail arrives over SMTP; the link signs in, redirects to the callback and the cookie works on /api/me', async () => {
    const email = uniqueEmail('flow');
    const link = await requestMagicLink(app, email, { callbackURL: '/settings/profile' });
    const mail = app.mailbox!.messages.at(-1)!;
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe('Your Tallysheet sign-in link');
    expect(mail.text).toContain('expires in 15 minutes');
    expect(link.startsWith(`${TEST_APP_URL}/api/auth/magic-link/verify?token=`)).toBe(true);

    const verify = await app.inject({ method: 'GET', url: toPath(link) });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe(`${TEST_APP_URL}/settings/profile`);
    const setCookie = ([] as string[]).concat(verify.headers['set-cookie'] ?? []);
    const session = setCookie.find((c) => c.startsWith('better-auth.session_token='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i); // http APP_URL

    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieHeader(verify.headers['set-cookie']) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email, firstName: null, lastName: null, company: null, onboardingCompleted: false });
  });

  test('a callback URL on the dev origin is allowed and a foreign one is refused', async () => {
    const dev = await requestMagicLink(app, uniqueEmail('dev'), { callbackURL: 'http://localhost:5173/dashboard/history' });
    const verify = await app.inject({ method: 'GET', url: toPath(dev) });
    expect(verify.headers.location).toBe('http://localhost:5173/dashboard/history');

    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      headers: json,
      payload: { email: uniqueEmail('evil'), callbackURL: 'https://evil.example/steal' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/callback/i);
  });

  test('a tampered link pointing to a foreign callback is refused at verify', async () => {
    const link = new URL(await requestMagicLink(app, uniqueEmail('tamper')));
    link.searchParams.set('callbackURL', 'https://evil.example/');
    const res = await app.inject({ method: 'GET', url: toPath(link.toString()) });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('a replayed link is refused and redirects to /auth with an error', async () => {
    const link = await requestMagicLink(app, uniqueEmail('replay'), { callbackURL: '/dashboard' });
    const first = await app.inject({ method: 'GET', url: toPath(link) });
    expect(first.headers.location).toBe(`${TEST_APP_URL}/dashboard`);
    const second = await app.inject({ method: 'GET', url: toPath(link) });
    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toBe(`${TEST_APP_URL}/auth?error=INVALID_TOKEN`);
    expect(cookieHeader(second.headers['set-cookie'])).not.toContain('session_token');
  });

  test('an expired link is refused', async () => {
    const email = uniqueEmail('expired');
    const link = await requestMagicLink(app, email, { callbackURL: '/dashboard' });
    const rows = await app.db
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${verification.value} like ${'%' + email + '%'}`)
      .returning();
    expect(rows).toHaveLength(1);
    const res = await app.inject({ method: 'GET', url: toPath(link) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${TEST_APP_URL}/auth?error=INVALID_TOKEN`);
  });

  test('the link is valid for 15 minutes', async () => {
    const email = uniqueEmail('ttl');
    await requestMagicLink(app, email);
    const [row] = await app.db.select().from(verification).where(sql`${verification.value} like ${'%' + email + '%'}`);
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  test('a forged token is refused without a server error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/magic-link/verify?token=forged&callbackURL=%2Fdashboard' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toContain('/auth?error=INVALID_TOKEN');
  });

  test('missing and invalid e-mails answer 400 with the messages the web maps', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/auth/sign-in/magic-link', headers: json, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Email address is required');
    for (const email of ['not-an-email', 'a@', '@b.com', 'a b@c.com']) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in/magic-link', headers: json, payload: { email } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('invalid email');
    }
  });

  test('malformed JSON on the sign-in endpoint is a 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/sign-in/magic-link', headers: json, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Malformed JSON body' });
  });
});

describe('rate limits', () => {
  test('per e-mail address: the 4th send within the window is refused with a rate-limit message', async () => {
    const email = uniqueEmail('rate');
    for (let i = 0; i < 3; i++) await requestMagicLink(app, email);
    const before = app.mailbox!.countFor(email);
    // Case and spaces do not make a new address.
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      headers: json,
      payload: { email: `  ${email.toUpperCase()} ` },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toContain('rate limit');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(app.mailbox!.countFor(email)).toBe(before);
    // Another address still gets its link.
    await requestMagicLink(app, uniqueEmail('rate-other'));
  });

  test('per IP: one address cannot send links for many e-mails', async () => {
    const small = await createTestApp({ env: { ...NO_WORKER, AUTH_RATE_LIMIT_IP: '4', AUTH_RATE_LIMIT_EMAIL: '10' } });
    try {
      const send = (email: string, ip: string) =>
        small.inject({ method: 'POST', url: '/api/auth/sign-in/magic-link', headers: json, payload: { email }, remoteAddress: ip });
      for (let i = 0; i < 4; i++) expect((await send(uniqueEmail('ip'), '10.0.0.7')).statusCode).toBe(200);
      const refused = await send(uniqueEmail('ip'), '10.0.0.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toContain('rate limit');
      expect((await send(uniqueEmail('ip'), '10.0.0.8')).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('sessions', () => {
  test('bearer token works on /api without a cookie; forged tokens and cookies get 401 JSON', async () => {
    const { token, user } = await signIn(app, uniqueEmail('bearer'));
    const ok = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(user.id);

    const forged = [
      { authorization: 'Bearer forged.token' },
      { authorization: `Bearer ${token.slice(0, -3)}abc` },
      { authorization: 'Basic Zm9vOmJhcg==' },
      { cookie: 'better-auth.session_token=forged.value' },
      { cookie: 'better-auth.session_token=%E0%A4%A' },
      {},
    ];
    for (const headers of forged) {
      const res = await app.inject({ method: 'GET', url: '/api/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Sign-in required' });
    }
  });

  test('sign-out ends the session on the server (cookie and bearer stop working)', async () => {
    const { cookie, token } = await signIn(app, uniqueEmail('signout'));
    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: TEST_APP_URL } });
    expect(out.statusCode).toBe(200);
    const byCookie = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(byCookie.statusCode).toBe(401);
    const byBearer = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(byBearer.statusCode).toBe(401);
  });

  test('an API client signs out with its bearer token alone', async () => {
    const { token } = await signIn(app, uniqueEmail('bearer-signout'));
    const auth = { authorization: `Bearer ${token}` };
    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: auth });
    expect(out.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: auth })).statusCode).toBe(401);
  });

  test('Better Auth get-session reports the user with the product fields', async () => {
    const { cookie } = await signIn(app, uniqueEmail('getsession'));
    const res = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ onboardingCompleted: false });
  });

  test('Google is reported as not configured, and a Google sign-in attempt answers a clear error', async () => {
    const cfg = await app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(cfg.json()).toEqual({ google: false, magicLink: true });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: json,
      payload: { provider: 'google', callbackURL: '/dashboard' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Google sign-in is not configured');
  });
});
