import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { subscription } from '../../src/db/schema/billing.js';
import { ensureSubscription } from '../../src/modules/quota/service.js';
import type { TestApp } from './createTestApp.js';
import type { SignedIn } from './signIn.js';

/** Puts the user on a plan, as a paid subscription for the month around `now`. */
export async function setPlan(app: TestApp, auth: SignedIn, plan: 'free' | 'standard' | 'premium', now = app.now()): Promise<void> {
  await ensureSubscription(app.db, auth.user.id, now);
  const start = new Date(now.getTime() - 24 * 3600_000);
  const end = new Date(now.getTime() + 29 * 24 * 3600_000);
  await app.db
    .update(subscription)
    .set(plan === 'free' ? { plan, status: 'active', currentPeriodStart: null, currentPeriodEnd: null } : { plan, status: 'active', currentPeriodStart: start, currentPeriodEnd: end })
    .where(eq(subscription.userId, auth.user.id));
}

/** Creates an API key through the Settings route (the user must be on Premium). */
export async function createApiKey(app: TestApp, auth: SignedIn, name = 'test key'): Promise<{ id: string; key: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/keys', headers: { cookie: auth.cookie }, payload: { name } });
  if (res.statusCode !== 201) throw new Error(`POST /api/keys: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; key: string };
}

export interface FilePart {
  field?: string;
  fileName: string;
  bytes: Buffer;
  contentType?: string;
}

/** A multipart body with file parts and text fields, as curl -F sends it. */
export function multipartForm(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----tallysheet${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.fileName}"\r\nContent-Type: ${f.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/v1/conversions with the key. */
export function postConversion(app: TestApp, key: string, files: FilePart[], opts: { fields?: Record<string, string>; idempotencyKey?: string } = {}) {
  const { payload, contentType } = multipartForm(files, opts.fields);
  return app.inject({
    method: 'POST',
    url: '/api/v1/conversions',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': contentType,
      ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
    },
    payload,
  });
}

export function v1Get(app: TestApp, key: string, url: string) {
  return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
}

/** Polls GET /api/v1/conversions/:id until it is finished. */
export async function waitForV1(app: TestApp, key: string, id: string, timeoutMs = 100_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await v1Get(app, key, `/api/v1/conversions/${id}`);
    if (res.statusCode !== 200) throw new Error(`GET conversion: ${res.statusCode} ${res.body}`);
    const data = res.json().data;
    if (data.status === 'succeeded' || data.status === 'failed') return data;
    if (Date.now() > until) throw new Error(`conversion ${id} still ${data.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
