import type { SessionUser } from '../../src/auth/session.js';
import { extractMagicLink } from './smtp-capture.js';
import { TEST_APP_URL, type TestApp } from './createTestApp.js';

export interface SignedIn {
  /** `Cookie` header value carrying the session (send as `headers: { cookie }`) */
  cookie: string;
  /** bearer token (send as `authorization: Bearer ${token}`) */
  token: string;
  user: SessionUser;
}

/** Sends a magic link, reads the mail and follows the link: the real sign-in flow. */
export async function signIn(app: TestApp, email: string, { callbackURL = '/dashboard' } = {}): Promise<SignedIn> {
  const link = await requestMagicLink(app, email, { callbackURL });
  const verify = await app.inject({ method: 'GET', url: toPath(link) });
  if (verify.statusCode !== 302 || String(verify.headers.location).includes('error=')) {
    throw new Error(`magic link verify failed: ${verify.statusCode} ${verify.headers.location ?? verify.body}`);
  }
  const cookie = cookieHeader(verify.headers['set-cookie']);
  const token = String(verify.headers['set-auth-token'] ?? '');
  if (!cookie || !token) throw new Error('magic link verify set no session');
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  if (me.statusCode !== 200) throw new Error(`GET /api/me after sign-in: ${me.statusCode} ${me.body}`);
  return { cookie, token, user: (me.json() as { user: SessionUser }).user };
}

/** POSTs the magic-link request and returns the verify URL from the mail (absolute). */
export async function requestMagicLink(app: TestApp, email: string, body: Record<string, unknown> = {}): Promise<string> {
  const before = (await app.mails()).length;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/magic-link',
    headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
    payload: { email, ...body },
  });
  if (res.statusCode !== 200) throw new Error(`magic link request failed: ${res.statusCode} ${res.body}`);
  const address = email.trim().toLowerCase();
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = (await app.mails()).slice(before).reverse().find((m) => m.to.includes(address));
    if (mail) return extractMagicLink(mail);
    if (Date.now() > deadline) throw new Error(`no magic link mail to ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** path + query of an absolute URL, for app.inject */
export function toPath(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}

/** Set-Cookie header(s) → one Cookie header value with the live cookies (expired ones dropped). */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return list
    .filter((c) => !/max-age=0/i.test(c))
    .map((c) => c.split(';')[0])
    .filter((pair) => pair.split('=')[1] !== '')
    .join('; ');
}
