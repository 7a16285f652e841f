import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { upload } from '../src/db/schema/conversions.js';
import { createTestApp, signIn, TEST_APP_URL, type SignedIn, type TestApp } from './support/index.js';
import { authHeaders } from './support/conversions.js';
import { invoicePdf } from './support/invoice-pdf.js';

// Hostile connections against a listening server (raw sockets), #13 point 3, and malformed ids (point 4).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let app: TestApp;
let user: SignedIn;
let port: number;

beforeAll(async () => {
  app = await createTestApp({
    env: { EMBEDDED_WORKER: 'false', REQUEST_TIMEOUT_SECONDS: '3', HEADERS_TIMEOUT_SECONDS: '1', IDLE_TIMEOUT_SECONDS: '2' },
  });
  user = await signIn(app, 'hostile@example.com');
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app?.close();
});

interface RawExchange {
  socket: Socket;
  /** everything the server sent until it closed the connection */
  closed: Promise<string>;
}

function open(): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (d) => (received += d.toString('latin1')));
    // Writes after the server hung up fail with EPIPE/ECONNRESET: that is the point of these tests.
    socket.on('error', () => {});
    const closed = new Promise<string>((res) => socket.on('close', () => res(received)));
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

function statusOf(response: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
}

function jsonBodyOf(response: string): unknown {
  const body = response.slice(response.indexOf('\r\n\r\n') + 4);
  return JSON.parse(body);
}

function uploadHead(headers: Record<string, string>): string {
  const lines = [`POST /api/invoices/upload HTTP/1.1`, `Host: 127.0.0.1:${port}`, `Cookie: ${user.cookie}`, `Origin: ${TEST_APP_URL}`];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  return lines.join('\r\n') + '\r\n\r\n';
}

async function storedUploads(): Promise<number> {
  const files = await readdir(join(app.dataDir, 'files', 'uploads')).catch(() => []);
  const rows = await app.db.select({ id: upload.id }).from(upload);
  return files.length + rows.length;
}

function multipart(files: { name: string; bytes: Buffer }[]) {
  const boundary = `----hostile${randomBytes(6).toString('hex')}`;
  const parts = files.map(({ name, bytes }) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="invoices"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
      bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('uploads', () => {
  it('a declared Content-Length over the plan limit is refused before the body and the connection is closed', async () => {
    const before = await storedUploads();
    const { socket, closed } = await open();
    // 1 GiB declared, not one byte of it sent: the answer must come anyway, then the connection ends.
    socket.write(uploadHead({ 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(1024 ** 3) }));
    const response = await closed;
    expect(statusOf(response)).toBe(413);
    expect(response.toLowerCase()).toContain('connection: close');
    // More than any plan allows: refused before the session is even looked up.
    expect(jsonBodyOf(response)).toEqual({ error: 'File too large. Maximum allowed: 10MB per file on the Premium plan.' });

    // Over this user's plan (Free, 500 KB), within a larger one: refused by the plan's limit.
    const second = await open();
    second.socket.write(uploadHead({ 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(5 * 1024 * 1024) }));
    const planResponse = await second.closed;
    expect(statusOf(planResponse)).toBe(413);
    expect(jsonBodyOf(planResponse)).toEqual({ error: 'File too large. Maximum allowed: 500KB per file on the Free plan.' });
    expect(await storedUploads()).toBe(before);
  });

  it('a body crossing the limit mid-stream is cut off: 413, connection closed, nothing kept', async () => {
    const before = await storedUploads();
    const { socket, closed } = await open();
    const boundary = 'midstream';
    socket.write(uploadHead({ 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding': 'chunked' }));
    const chunk = (b: Buffer) => socket.write(Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')]));
    chunk(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="invoices"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`));
    // Keep sending (64 MB at most, far past the 500 KB limit), as fast as the connection takes it, until the
    // server hangs up: it reads the plan's limit, discards at most 1 MB after its answer, and closes.
    const cap = 64 * 1024 * 1024;
    let sent = 0;
    let ended = false;
    void closed.then(() => (ended = true));
    // A well-behaved client stops sending once the answer arrives; without this, bytes still in flight when the
    // server hangs up make the kernel reset the connection and the client can lose the 413 it was already sent.
    let answered = false;
    socket.once('data', () => (answered = true));
    const block = Buffer.alloc(64 * 1024, 0x20);
    while (!ended && !answered && sent < cap && !socket.destroyed) {
      if (!chunk(block)) await new Promise((r) => { socket.once('drain', r); socket.once('close', r); });
      sent += block.length;
      // let the answer's bytes be read between blocks, as a client reading its socket would
      await new Promise((r) => setTimeout(r, 1));
    }
    const response = await closed;
    expect(statusOf(response)).toBe(413);
    expect(sent).toBeLessThan(cap);
    expect(await storedUploads()).toBe(before);
  });

  it('more than 10 files is a 400 with the spec’s message and nothing stored; 2 files are both stored', async () => {
    const before = await storedUploads();
    const eleven = multipart(Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.pdf`, bytes: invoicePdf({ number: `N-${i}` }) })));
    // Within the plan's request size, so the file count is what refuses it.
    expect(eleven.payload.length).toBeLessThan(500 * 1024);
    const res = await app.inject({
      method: 'POST',
      url: '/api/invoices/upload',
      headers: { ...authHeaders(user), 'content-type': eleven.contentType },
      payload: eleven.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Too many files selected. You can upload up to 10 files at once.' });
    expect(await storedUploads()).toBe(before);

    const two = multipart([
      { name: 'a.pdf', bytes: invoicePdf({ number: 'A' }) },
      { name: 'b.pdf', bytes: invoicePdf({ number: 'B' }) },
    ]);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/invoices/upload',
      headers: { ...authHeaders(user), 'content-type': two.contentType },
      payload: two.payload,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().files.map((f: { fileName: string }) => f.fileName)).toEqual(['a.pdf', 'b.pdf']);
  });
});

describe('slow and stalled connections', () => {
  it('half-sent headers are closed after the headers timeout', async () => {
    const { socket, closed } = await open();
    socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `);
    const response = await closed;
    // Node answers 408 when it can, or just closes.
    expect([0, 408]).toContain(statusOf(response));
  });

  it('a body trickling in past the request timeout is closed', async () => {
    const { socket, closed } = await open();
    socket.write(
      [`POST /api/contact HTTP/1.1`, `Host: 127.0.0.1`, `Content-Type: application/json`, `Content-Length: 1000`, '', ''].join('\r\n'),
    );
    let done = false;
    void closed.then(() => (done = true));
    // One byte every 500 ms: never idle long enough for the idle timeout, always too slow for the request timeout.
    for (let i = 0; i < 60 && !done; i++) {
      socket.write(' ');
      await new Promise((r) => setTimeout(r, 500));
    }
    const response = await closed;
    expect(done).toBe(true);
    expect([0, 408]).toContain(statusOf(response));
  });

  it('a connection that sends nothing is closed', async () => {
    const { closed } = await open();
    // Closed silently (idle timeout) or with Node's 408 (no request line within the headers timeout).
    const response = await closed;
    expect(response === '' || statusOf(response) === 408).toBe(true);
  });

  it('a finished request on a kept-alive connection still works (limits do not cut normal use)', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});

describe('malformed ids', () => {
  it('NUL bytes and other non-ids are 404 (resources) or 400 (bodies), never 500', async () => {
    const h = authHeaders(user);
    for (const url of ['/api/files/%00', '/api/conversions/%00', '/api/conversions/%00/status', `/api/files/${'a'.repeat(99)}~`, '/api/conversions/a%20b']) {
      const res = await app.inject({ method: 'GET', url, headers: h });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toMatch(/not found/);
    }
    // Longer than any id (Fastify's parameter limit): 414, in the usual shape.
    const long = await app.inject({ method: 'GET', url: `/api/files/${'a'.repeat(300)}`, headers: h });
    expect(long.statusCode).toBe(414);
    const start = await app.inject({ method: 'POST', url: '/api/conversions', headers: h, payload: { invoiceIds: ['\u0000'] } });
    expect(start.statusCode).toBe(400);
    const list = await app.inject({ method: 'GET', url: '/api/conversions?page=%00', headers: h });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({ error: 'Invalid page parameter' });
    const profile = await app.inject({ method: 'PATCH', url: '/api/profile', headers: { ...h, origin: TEST_APP_URL }, payload: { data: { first_name: 1 } } });
    expect(profile.statusCode).toBe(400);
  });

  it('signed out, a route answers 401 whatever its input', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/conversions/%00' });
    expect(res.statusCode).toBe(401);
  });
});
