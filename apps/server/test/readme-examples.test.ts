import { execFile, spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { repoRootDir } from '../src/paths.js';
import { createTestApp, signIn, type SignedIn, type TestApp } from './support/index.js';
import { createApiKey, postConversion, setPlan, waitForV1 } from './support/api.js';
import { invoicePdf } from './support/invoice-pdf.js';

/**
 * The README's API examples (docs/api-examples, shown verbatim in the README) run against a listening server:
 * curl + jq, Node and Python each convert a PDF and save the workbook; the webhook receiver checks real signatures.
 */
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const run = promisify(execFile);
const examples = resolve(repoRootDir, 'docs', 'api-examples');
const has = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;

let app: TestApp;
let user: SignedIn;
let key: string;
let base: string;
let workDir: string;

beforeAll(async () => {
  app = await createTestApp({ env: { WORKER_THREADS: '1', WEBHOOK_ALLOW_PRIVATE: 'true' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  user = await signIn(app, 'readme@example.com');
  await setPlan(app, user, 'premium');
  key = (await createApiKey(app, user, 'readme')).key;
  workDir = await mkdtemp(join(tmpdir(), 'tallysheet-readme-'));
  await writeFile(join(workDir, 'invoice.pdf'), invoicePdf({ number: 'README-1' }));
});
afterAll(async () => {
  await app?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function example(name: string): Promise<string> {
  const text = await readFile(join(examples, name), 'utf8');
  // The README shows the file as it is: they cannot drift apart.
  expect(await readFile(join(repoRootDir, 'README.md'), 'utf8')).toContain(text);
  return text;
}

async function expectConverted(stdout: string) {
  const m = /^conversion (\S+) succeeded$/m.exec(stdout);
  expect(m, stdout).not.toBeNull();
  const workbook = await readFile(join(workDir, 'invoice.xlsx'));
  expect(workbook.subarray(0, 2).toString()).toBe('PK');
  await rm(join(workDir, 'invoice.xlsx'));
}

const env = () => ({ ...process.env, TALLYSHEET_URL: base, TALLYSHEET_API_KEY: key });

describe('README API examples', () => {
  it('curl', async (ctx) => {
    await example('convert.sh');
    if (!has('curl', ['--version']) || !has('jq', ['--version'])) ctx.skip('curl or jq is not installed here');
    const { stdout } = await run('sh', [join(examples, 'convert.sh')], { cwd: workDir, env: env() });
    await expectConverted(stdout);
  });

  it('Node', async () => {
    await example('convert.mjs');
    const { stdout } = await run(process.execPath, [join(examples, 'convert.mjs')], { cwd: workDir, env: env() });
    await expectConverted(stdout);
  });

  it('Python', async (ctx) => {
    await example('convert.py');
    if (!has('python3', ['-c', 'import requests'])) ctx.skip('python3 with requests is not installed here');
    const { stdout } = await run('python3', [join(examples, 'convert.py')], { cwd: workDir, env: env() });
    await expectConverted(stdout);
  });

  it('the webhook receiver accepts real events, refuses forged ones and handles a repeated event once', async () => {
    await example('webhook-receiver.mjs');
    // (a port the system hands out as free: a random one once collided with another listener and the receiver died)
    const port = await new Promise<number>((done, fail) => {
      const probe = createServer();
      probe.once('error', fail);
      probe.listen(0, () => {
        const free = (probe.address() as AddressInfo).port;
        probe.close(() => done(free));
      });
    });
    const hook = await app.inject({ method: 'POST', url: '/api/webhooks', headers: { cookie: user.cookie }, payload: { url: `http://127.0.0.1:${port}/hook` } });
    expect(hook.statusCode).toBe(201);
    const secret = hook.json().data.secret as string;
    const receiver = spawn(process.execPath, [join(examples, 'webhook-receiver.mjs')], {
      env: { ...process.env, PORT: String(port), TALLYSHEET_WEBHOOK_SECRET: secret },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    receiver.stdout.on('data', (c: Buffer) => (out += c.toString()));
    try {
      // Up once it answers a forged request with 400.
      for (let i = 0; ; i++) {
        const forged = await fetch(`http://127.0.0.1:${port}/hook`, { method: 'POST', headers: { 'tallysheet-signature': `t=${Math.floor(Date.now() / 1000)},v1=00` }, body: '{}' }).catch(() => null);
        if (forged) {
          expect(forged.status).toBe(400);
          break;
        }
        if (i > 100) throw new Error('the receiver did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
      const res = await postConversion(app, key, [{ fileName: 'hooked.pdf', bytes: invoicePdf({ number: 'README-HOOK' }) }]);
      const id = res.json().data.id as string;
      await waitForV1(app, key, id);
      const until = Date.now() + 30_000;
      while (!out.includes(`conversion.succeeded ${id}`)) {
        if (Date.now() > until) throw new Error(`receiver printed: ${out}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      // A delivery sent again (a retry whose first POST did arrive): same event id, fresh signature — handled once.
      const body = JSON.stringify({ id: 'evt_test_repeated', type: 'test', createdAt: new Date().toISOString(), data: { conversion: null } });
      for (let i = 0; i < 3; i++) {
        const t = Math.floor(Date.now() / 1000);
        const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
        const sent = await fetch(`http://127.0.0.1:${port}/hook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'tallysheet-signature': `t=${t},v1=${v1}`, 'tallysheet-event-id': 'evt_test_repeated' },
          body,
        });
        expect(sent.status).toBe(204);
      }
      await new Promise((r) => setTimeout(r, 200));
      expect(out.split('\n').filter((line) => line === 'test ')).toHaveLength(1);
    } finally {
      receiver.kill();
    }
  });
});
