import { randomBytes } from 'node:crypto';
import type { ConversionStatusResponse } from '@tallysheet/contracts';
import type { TestApp } from './createTestApp.js';

export type Auth = { cookie: string } | { token: string };

export function authHeaders(auth: Auth): Record<string, string> {
  return 'cookie' in auth ? { cookie: auth.cookie } : { authorization: `Bearer ${auth.token}` };
}

/** A multipart body with one file part, as a browser's FormData would send it. */
export function multipartBody(field: string, fileName: string, bytes: Buffer, contentType = 'application/pdf') {
  const boundary = `----tallysheet${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function uploadFile(app: TestApp, auth: Auth, fileName: string, bytes: Buffer, field = 'invoices') {
  const { payload, contentType } = multipartBody(field, fileName, bytes);
  return app.inject({
    method: 'POST',
    url: '/api/invoices/upload',
    headers: { ...authHeaders(auth), 'content-type': contentType },
    payload,
  });
}

/** Uploads and answers the upload id (fails the test on a non-200). */
export async function uploadPdf(app: TestApp, auth: Auth, fileName: string, bytes: Buffer): Promise<string> {
  const res = await uploadFile(app, auth, fileName, bytes);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { files: { id: string }[] }).files[0]!.id;
}

export async function startConversion(app: TestApp, auth: Auth, invoiceIds: string[]) {
  return app.inject({ method: 'POST', url: '/api/conversions', headers: authHeaders(auth), payload: { invoiceIds } });
}

/** Polls the status endpoint until the conversion is finished (or the time is up). */
export async function waitForConversion(app: TestApp, auth: Auth, id: string, timeoutMs = 100_000) {
  const until = Date.now() + timeoutMs;
  const seen: number[] = [];
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/conversions/${id}/status`, headers: authHeaders(auth) });
    if (res.statusCode !== 200) throw new Error(`status: ${res.statusCode} ${res.body}`);
    const body = res.json() as ConversionStatusResponse;
    seen.push(body.data.progress);
    const { status } = body.data.conversion;
    if (status === 'succeeded' || status === 'failed') return { ...body.data, progressSeen: seen };
    if (Date.now() > until) throw new Error(`conversion ${id} still ${status} after ${timeoutMs} ms`);
    // 100 ms: fast enough for progress, and under the per-IP API limit (600/min) even when status reads take ~1 ms
    await new Promise((r) => setTimeout(r, 100));
  }
}
