/**
 * Sign-in for the benchmarks (status.ts, review.ts) and the soak (scripts/soak.ts): the real magic-link flow, the
 * mail read from the outbox file the server appends to when no SMTP_URL is set ($DATA_DIR/outbox/mail.jsonl).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cookieHeader, toPath } from '../test/support/signIn.js';

const MAGIC_LINK = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/;

/**
 * Polls the outbox file until a mail to `email` carrying a magic link is there; answers the link (absolute URL).
 * Throws after `attempts` reads `intervalMs` apart.
 */
export async function magicLinkFromOutbox(outboxFile: string, email: string, { attempts = 100, intervalMs = 50 } = {}): Promise<string> {
  const address = email.toLowerCase();
  for (let i = 0; i < attempts; i++) {
    const outbox = await readFile(outboxFile, 'utf8').catch(() => '');
    const mail = outbox
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; text: string })
      .find((m) => m.to.toLowerCase() === address);
    const link = mail ? (MAGIC_LINK.exec(mail.text)?.[0] ?? '') : '';
    if (link) return link;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`no magic link for ${email} in the outbox`);
}

/**
 * Sends a magic link through `app` (injected, no socket), reads it from `$dataDir/outbox/mail.jsonl`, follows it;
 * answers the session's Cookie header and the user's id.
 */
export async function signInByMagicLink(app: FastifyInstance, { appUrl, dataDir, email }: { appUrl: string; dataDir: string; email: string }): Promise<{ cookie: string; userId: string }> {
  const send = await app.inject({ method: 'POST', url: '/api/auth/sign-in/magic-link', headers: { origin: appUrl, 'content-type': 'application/json' }, payload: { email } });
  if (send.statusCode !== 200) throw new Error(`magic link: ${send.statusCode} ${send.body}`);
  const link = await magicLinkFromOutbox(join(dataDir, 'outbox', 'mail.jsonl'), email);
  const verify = await app.inject({ method: 'GET', url: toPath(link) });
  const cookie = cookieHeader(verify.headers['set-cookie']);
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const userId = (me.json() as { user: { id: string } }).user.id;
  return { cookie, userId };
}
