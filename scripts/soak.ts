#!/usr/bin/env -S node --import tsx
/**
 * `npm run soak [-- --conversions N --users N --kill-every S --freeze-every S --freeze-for S --workers N --lease S --timeout S --json FILE]`
 * (#13 point 10):
 * the scale-out set-up as a whole, on real services, with faults.
 *   - a fresh scratch database on PostgreSQL (SOAK_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test as
 *     the admin connection; the scratch database is dropped at the end unless --keep),
 *   - s3rver in this process as the S3 endpoint (STORAGE_URL=s3://…),
 *   - the built server (`apps/server/dist/main.js`) with QUEUE=pgboss and EMBEDDED_WORKER=false, and --workers (2)
 *     `apps/server/dist/worker.js` processes, all started at the same moment (as a deployment does),
 *   - --users (20) users signed in through the magic-link outbox and moved to the Standard plan through the test
 *     checkout, --conversions (200) single-PDF conversions (generated invoices; every --damaged-every'th (10) PDF is
 *     damaged on purpose), while one worker is killed with SIGKILL every --kill-every (4) seconds and restarted,
 *   - with --freeze-every S (default 0: off), one worker is also frozen (SIGSTOP) every S seconds for --freeze-for
 *     seconds (default: the lease + 5, so its jobs are taken over) and then resumed (SIGCONT).
 * Checks: every conversion ends succeeded or failed (damaged PDFs: failed, saying so); none is finished twice (the
 * workers' "conversion finished" log lines, one output pair per PDF); each user's usage equals their succeeded
 * conversions; every output downloads with sane bytes (xlsx is a zip, the CSV names the invoice); no user reads
 * another user's conversion or files; no stored output or result file that no row names (what a killed or frozen run
 * wrote and did not record must be gone). Prints a summary with the load average; exit status 1 on any violation. When PostgreSQL does not
 * answer it prints why and exits 0 with `skipped` (the JSON says so too). Needs the build
 * (`npm run build -w packages/contracts -w packages/extract -w apps/server`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, type WriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
// s3rver ships no types; a small local S3 (loopback only).
// @ts-expect-error no declaration file
import S3rver from 's3rver';
import { magicLinkFromOutbox } from '../apps/server/bench/sign-in.ts';
import { S3Storage } from '../apps/server/src/storage/s3.ts';
import { invoicePdf } from '../apps/server/test/support/invoice-pdf.ts';

const root = resolve(import.meta.dirname, '..');
const { values: opt } = parseArgs({
  options: {
    conversions: { type: 'string', default: '200' },
    users: { type: 'string', default: '20' },
    workers: { type: 'string', default: '2' },
    'kill-every': { type: 'string', default: '4' },
    /** SIGSTOP one worker every this many seconds (0: never) for --freeze-for seconds, then SIGCONT */
    'freeze-every': { type: 'string', default: '0' },
    'freeze-for': { type: 'string' },
    'damaged-every': { type: 'string', default: '10' },
    /** the job lease (JOB_STALE_SECONDS): how soon a killed worker's job is taken again */
    lease: { type: 'string', default: '10' },
    /** worker threads per worker process */
    threads: { type: 'string', default: '1' },
    /** give up waiting for the conversions after this many seconds (a violation) */
    timeout: { type: 'string', default: '600' },
    json: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const N = Number(opt.conversions);
const USERS = Math.min(Number(opt.users), N);
const WORKERS = Number(opt.workers);
const KILL_EVERY_MS = Number(opt['kill-every']) * 1000;
const DAMAGED_EVERY = Number(opt['damaged-every']);
const TIMEOUT_MS = Number(opt.timeout) * 1000;
const FREEZE_EVERY_MS = Number(opt['freeze-every']) * 1000;
const FREEZE_FOR_MS = (opt['freeze-for'] ? Number(opt['freeze-for']) : Number(opt.lease) + 5) * 1000;
const ADMIN_URL = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const say = (msg: string) => console.log(`[soak] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const violations: string[] = [];
const violation = (msg: string) => {
  violations.push(msg);
  if (violations.length <= 30) console.log(`[soak] VIOLATION: ${msg}`);
};

async function writeJson(summary: object): Promise<void> {
  if (opt.json) await writeFile(opt.json, JSON.stringify(summary, null, 2));
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolvePort(port));
    });
  });
}

/** One managed process (the server or a worker) whose output goes to a log file and is watched for a line. */
class Proc {
  child?: ChildProcess;
  starts = 0;
  exits: { code: number | null; signal: string | null }[] = [];
  private readonly log: WriteStream;
  private tail = '';
  private readyWaiters: (() => void)[] = [];
  ready = false;

  constructor(
    readonly name: string,
    private readonly script: string,
    private readonly env: Record<string, string>,
    private readonly readyText: string,
    readonly logFile: string,
  ) {
    this.log = createWriteStream(logFile, { flags: 'a' });
  }

  start(): void {
    this.starts += 1;
    this.ready = false;
    const child = spawn(process.execPath, [this.script], { cwd: root, env: { ...process.env, ...this.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const onData = (chunk: Buffer) => {
      this.log.write(chunk);
      this.tail = (this.tail + chunk.toString('utf8')).slice(-4000);
      if (!this.ready && this.tail.includes(this.readyText)) {
        this.ready = true;
        for (const w of this.readyWaiters.splice(0)) w();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code, signal) => {
      this.exits.push({ code, signal });
      if (this.child === child) this.child = undefined;
    });
  }

  /** Resolves when the ready line was printed; rejects when the process exits first or the time is up. */
  waitReady(ms: number): Promise<void> {
    if (this.ready) return Promise.resolve();
    const child = this.child;
    return new Promise((resolveReady, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name} not ready after ${ms} ms:\n${this.tail.slice(-1500)}`)), ms);
      this.readyWaiters.push(() => {
        clearTimeout(timer);
        resolveReady();
      });
      child?.once('exit', (code, signal) => {
        if (this.ready) return;
        clearTimeout(timer);
        reject(new Error(`${this.name} exited during start (code ${code}, signal ${signal}):\n${this.tail.slice(-1500)}`));
      });
    });
  }

  kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolveExit) => {
      child.once('exit', () => resolveExit());
      child.kill(signal);
    });
  }

  async close(): Promise<void> {
    await this.kill('SIGTERM');
    await new Promise<void>((r) => this.log.end(r));
  }
}

/** A signed-in user of the soak: a cookie jar of one session cookie. */
interface User {
  email: string;
  cookie: string;
  conversions: Planned[];
}

interface Planned {
  index: number;
  user: User;
  fileName: string;
  invoiceNumber: string;
  damaged: boolean;
  id?: string;
}

interface ConversionView {
  _id: string;
  status: string;
  error: string | null;
  excelFiles: { id: string; excelS3Url: string; csvUrl: string | null; fileSize: number; csvFileSize: number | null }[];
}

async function main(): Promise<void> {
  const started = performance.now();
  for (const built of ['apps/server/dist/main.js', 'apps/server/dist/worker.js', 'packages/extract/dist/index.js']) {
    if (!existsSync(join(root, built))) {
      console.error(`[soak] ${built} is missing: run "npm run build -w packages/contracts -w packages/extract -w apps/server" first`);
      process.exit(1);
    }
  }

  // ── PostgreSQL answers? Otherwise skip (CI machines without it). ──
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    say(`skipped: PostgreSQL at ${ADMIN_URL.replace(/:[^:@/]*@/, ':***@')} does not answer (${why}); set SOAK_DATABASE_URL to run the soak`);
    await writeJson({ skipped: true, reason: `PostgreSQL does not answer: ${why}` });
    return;
  }
  admin.on('error', () => {});
  const dbName = `tallysheet_soak_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const dbUrlObj = new URL(ADMIN_URL);
  dbUrlObj.pathname = `/${dbName}`;
  const databaseUrl = dbUrlObj.toString();

  const work = await mkdtemp(join(tmpdir(), 'tallysheet-soak-'));
  const s3dir = join(work, 's3');
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir, configureBuckets: [{ name: 'tallysheet-soak' }] });
  const s3addr = (await s3.run()) as { port: number };
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: appUrl,
    DATA_DIR: join(work, 'data'),
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
    QUEUE: 'pgboss',
    EMBEDDED_WORKER: 'false',
    STORAGE_URL: 's3://tallysheet-soak/soak',
    S3_ENDPOINT: `http://127.0.0.1:${s3addr.port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    WORKER_THREADS: opt.threads,
    JOB_STALE_SECONDS: opt.lease,
    BILLING_TEST_MODE: 'true',
    AUTH_RATE_LIMIT_IP: '100000',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    WEB_DIST_DIR: join(work, 'no-web'),
    // the contact pages' operator details and hours: set so a production start does not warn about them (the
    // BILLING_TEST_MODE warning stays: the soak moves its users to Standard through the test checkout)
    SUPPORT_EMAIL: 'support@example.com',
    OPERATOR_ADDRESS: 'Soak test',
    OPERATOR_PHONE: '+1 555 0100',
    GOVERNING_LAW: 'the test jurisdiction',
    SUPPORT_HOURS: 'Monday-Friday=9 AM-5 PM UTC',
    LIVE_CHAT_HOURS: '9 AM-5 PM UTC, Monday to Friday',
  };
  say(`database ${dbName}, S3 at ${env.S3_ENDPOINT}, server at ${appUrl}, logs in ${work}`);

  const server = new Proc('server', join(root, 'apps/server/dist/main.js'), env, 'Tallysheet ready on', join(work, 'server.log'));
  const workers = Array.from(
    { length: WORKERS },
    (_, i) => new Proc(`worker-${i + 1}`, join(root, 'apps/server/dist/worker.js'), env, 'Tallysheet worker ready', join(work, `worker-${i + 1}.log`)),
  );
  const procs = [server, ...workers];
  let kills = 0;
  let killing = false;
  let killLoop: Promise<void> | undefined;
  let freezeLoop: Promise<void> | undefined;
  let summaryFreezes = () => 0;
  // The load average (1 min) every 5 s while the soak runs: the machine may be shared.
  const loads: number[] = [];
  const loadTimer = setInterval(() => loads.push(loadavg()[0]!), 5000);
  loads.push(loadavg()[0]!);
  const summary: Record<string, unknown> = { skipped: false, conversions: N, users: USERS, workers: WORKERS, killEverySeconds: KILL_EVERY_MS / 1000 };
  try {
    // Every process starts at the same moment, as a deployment's do: migrations and queue set-up race.
    for (const p of procs) p.start();
    try {
      await Promise.all(procs.map((p) => p.waitReady(90_000)));
    } catch (err) {
      violation(`start: ${err instanceof Error ? err.message : String(err)}`);
      throw new StopSoak();
    }
    say(`server and ${WORKERS} workers ready after ${Math.round(performance.now() - started)} ms`);

    const http = async (user: User | null, method: string, path: string, body?: BodyInit | object, headers: Record<string, string> = {}) => {
      const init: RequestInit = { method, headers: { origin: appUrl, ...headers, ...(user ? { cookie: user.cookie } : {}) }, redirect: 'manual' };
      if (body instanceof FormData) init.body = body;
      else if (body !== undefined) {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
      for (let attempt = 1; ; attempt++) {
        try {
          return await fetch(`${appUrl}${path}`, init);
        } catch (err) {
          // The server is never killed: a refused connection is a finding, but one retry covers a loopback hiccup.
          if (attempt >= 2) throw err;
          await sleep(200);
        }
      }
    };

    // ── users: magic link through the outbox, then the Standard plan through the test checkout ──
    const outbox = join(env.DATA_DIR!, 'outbox', 'mail.jsonl');
    const users: User[] = [];
    const runId = randomBytes(3).toString('hex');
    await Promise.all(
      Array.from({ length: USERS }, async (_, i) => {
        const email = `soak-${runId}-${i + 1}@example.com`;
        const send = await http(null, 'POST', '/api/auth/sign-in/magic-link', { email, callbackURL: '/dashboard' });
        if (send.status !== 200) throw new Error(`magic link for ${email}: ${send.status} ${await send.text()}`);
        const link = await magicLinkFromOutbox(outbox, email, { attempts: 200 });
        const u = new URL(link);
        const verify = await http(null, 'GET', u.pathname + u.search);
        const cookie = verify.headers
          .getSetCookie()
          .filter((c) => !/max-age=0/i.test(c))
          .map((c) => c.split(';')[0]!)
          .filter((pair) => pair.split('=')[1] !== '')
          .join('; ');
        if (!cookie) throw new Error(`sign-in of ${email} set no cookie (${verify.status})`);
        const user: User = { email, cookie, conversions: [] };
        const checkout = await http(user, 'POST', '/api/billing/checkout', { plan: 'standard' });
        const session = checkout.ok ? new URL(((await checkout.json()) as { url: string }).url, appUrl).searchParams.get('session') : null;
        if (!session) throw new Error(`test checkout for ${email}: ${checkout.status}`);
        const paid = await http(user, 'POST', '/api/billing/test/complete', { session });
        if (!paid.ok) throw new Error(`test checkout completion for ${email}: ${paid.status} ${await paid.text()}`);
        users[i] = user;
      }),
    );
    say(`${USERS} users signed in (magic link) and on the Standard plan`);

    // ── the conversions ──
    const plan: Planned[] = Array.from({ length: N }, (_, index) => {
      const user = users[index % USERS]!;
      const damaged = DAMAGED_EVERY > 0 && index % DAMAGED_EVERY === DAMAGED_EVERY - 1;
      const p: Planned = { index, user, fileName: `soak-${index + 1}.pdf`, invoiceNumber: `SOAK-${runId}-${index + 1}`, damaged };
      user.conversions.push(p);
      return p;
    });
    const pdfFor = (p: Planned): Buffer => {
      const lines = Array.from({ length: 1 + (p.index % 12) }, (_, k) => ({ description: `Soak item ${k + 1}`, quantity: 1 + ((p.index + k) % 5), unitPrice: 3.5 + k * 2.25 }));
      const good = invoicePdf({ number: p.invoiceNumber, seller: `Seller ${p.index % 7} GmbH`, buyer: `Buyer ${p.index % 5} Ltd`, lines, pages: 1 + (p.index % 3) });
      if (!p.damaged) return good;
      // two kinds of damage: garbage after the header, and a file cut in half
      return p.index % 2 === 0
        ? Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3000)])
        : good.subarray(0, Math.floor(good.length / 2));
    };

    const frozen = new Set<ChildProcess>();
    // One worker killed with SIGKILL every few seconds (taking turns) and restarted at once, while work remains.
    killing = true;
    const killed: { at: number; worker: string }[] = [];
    killLoop = (async () => {
      let turn = 0;
      while (killing) {
        await sleep(KILL_EVERY_MS);
        if (!killing || KILL_EVERY_MS <= 0) break;
        // (a frozen worker is left to resume: what it does then is what the freezes are for)
        let w = workers[turn++ % workers.length]!;
        if (w.child && frozen.has(w.child)) w = workers[turn++ % workers.length]!;
        if (w.child && frozen.has(w.child)) continue;
        await w.kill('SIGKILL');
        kills += 1;
        killed.push({ at: Math.round(performance.now() - started), worker: w.name });
        w.start();
      }
    })();

    // One worker frozen (SIGSTOP) past its lease every few seconds, then resumed (SIGCONT): its jobs are taken over
    // meanwhile, and what it does when it resumes must not be visible.
    let freezes = 0;
    freezeLoop = (async () => {
      let turn = 1;
      while (killing && FREEZE_EVERY_MS > 0) {
        await sleep(FREEZE_EVERY_MS);
        if (!killing) break;
        const child = workers[turn++ % workers.length]!.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) continue;
        child.kill('SIGSTOP');
        frozen.add(child);
        freezes += 1;
        await sleep(FREEZE_FOR_MS);
        child.kill('SIGCONT');
        frozen.delete(child);
      }
      for (const child of frozen) child.kill('SIGCONT');
    })();
    summaryFreezes = () => freezes;

    const submitStarted = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < plan.length) {
          const p = plan[next++]!;
          const form = new FormData();
          form.append('invoices', new Blob([new Uint8Array(pdfFor(p))], { type: 'application/pdf' }), p.fileName);
          const up = await http(p.user, 'POST', '/api/invoices/upload', form);
          if (up.status !== 200) {
            violation(`upload ${p.fileName}: ${up.status} ${await up.text()}`);
            continue;
          }
          const uploadId = ((await up.json()) as { files: { id: string }[] }).files[0]!.id;
          const start = await http(p.user, 'POST', '/api/conversions', { invoiceIds: [uploadId] });
          if (start.status !== 201) {
            violation(`start ${p.fileName}: ${start.status} ${await start.text()}`);
            continue;
          }
          p.id = ((await start.json()) as { data: { _id: string } }).data._id;
        }
      }),
    );
    say(`${plan.filter((p) => p.id).length} conversions started in ${Math.round((performance.now() - submitStarted) / 1000)} s; waiting for them`);

    // ── wait: each user's history, one request per user and round ──
    const views = new Map<string, ConversionView>();
    const deadline = Date.now() + TIMEOUT_MS;
    let lastReport = 0;
    for (;;) {
      await Promise.all(
        users.map(async (user) => {
          for (let page = 1; page <= Math.ceil(user.conversions.length / 100); page++) {
            const res = await http(user, 'GET', `/api/conversions?limit=100&page=${page}`);
            if (res.status !== 200) throw new Error(`history of ${user.email}: ${res.status}`);
            for (const c of ((await res.json()) as { data: { conversions: ConversionView[] } }).data.conversions) views.set(c._id, c);
          }
        }),
      );
      const open = plan.filter((p) => p.id && !['succeeded', 'failed'].includes(views.get(p.id)?.status ?? ''));
      if (open.length === 0) break;
      if (Date.now() > deadline) {
        for (const p of open.slice(0, 10)) violation(`conversion ${p.id} (${p.fileName}) still ${views.get(p.id!)?.status} after ${TIMEOUT_MS / 1000} s`);
        if (open.length > 10) violation(`… and ${open.length - 10} more conversions unfinished`);
        break;
      }
      if (Date.now() - lastReport > 10_000) {
        lastReport = Date.now();
        say(`${plan.length - open.length}/${plan.length} finished · ${kills} kills so far`);
      }
      await sleep(1000);
    }
    killing = false;
    await killLoop;
    await freezeLoop;
    const elapsed = performance.now() - submitStarted;
    say(`all finished after ${Math.round(elapsed / 1000)} s of conversions, ${kills} SIGKILLs; checking`);
    // The restarted workers come up again before the checks (nothing may be left half done by the last kill).
    await Promise.all(workers.map((w) => w.waitReady(60_000).catch((err: unknown) => violation(`restart: ${String(err)}`))));

    // ── checks ──
    let succeeded = 0;
    let failedDamaged = 0;
    let failedOther = 0;
    const failedMessages = new Map<string, number>();
    let downloads = 0;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    for (const p of plan) {
      if (!p.id) continue;
      const v = views.get(p.id);
      if (!v) {
        violation(`conversion ${p.id} missing from ${p.user.email}'s history`);
        continue;
      }
      if (v.status === 'succeeded') {
        succeeded += 1;
        if (p.damaged) violation(`damaged ${p.fileName} succeeded`);
        if (v.excelFiles.length !== 1) violation(`${p.fileName}: ${v.excelFiles.length} output pairs (expected 1)`);
      } else if (v.status === 'failed') {
        if (p.damaged) {
          failedDamaged += 1;
          // (a damaged PDF's job can also have had its worker killed under it twice: the queue then says so)
          if (!/damaged|worker (failed|stopped) twice/i.test(v.error ?? '')) violation(`damaged ${p.fileName} failed without saying so: ${v.error}`);
        } else {
          failedOther += 1;
          failedMessages.set(v.error ?? '(none)', (failedMessages.get(v.error ?? '(none)') ?? 0) + 1);
          // A good PDF may fail only because its worker was killed twice under it (the queue gives up then).
          if (!/worker (failed|stopped) twice/.test(v.error ?? '')) violation(`good ${p.fileName} failed: ${v.error}`);
        }
      } else violation(`conversion ${p.id} ended ${v.status}`);
    }

    // Downloads: every output of every conversion, by its owner.
    const outputsByUser = new Map<User, string[]>();
    let dl = 0;
    const tasks: (() => Promise<void>)[] = [];
    for (const p of plan) {
      const v = p.id ? views.get(p.id) : undefined;
      for (const f of v?.excelFiles ?? []) {
        outputsByUser.set(p.user, [...(outputsByUser.get(p.user) ?? []), f.excelS3Url, ...(f.csvUrl ? [f.csvUrl] : [])]);
        tasks.push(async () => {
          const x = await http(p.user, 'GET', f.excelS3Url);
          const xb = Buffer.from(await x.arrayBuffer());
          dl += 1;
          if (x.status !== 200) return violation(`${p.fileName}: xlsx download ${x.status}`);
          if (xb.subarray(0, 4).toString('latin1') !== 'PK\u0003\u0004') violation(`${p.fileName}: the xlsx is not a zip`);
          if (xb.length !== f.fileSize) violation(`${p.fileName}: xlsx is ${xb.length} bytes, listed as ${f.fileSize}`);
          if (!f.csvUrl) return violation(`${p.fileName}: no CSV`);
          const c = await http(p.user, 'GET', f.csvUrl);
          const cb = Buffer.from(await c.arrayBuffer());
          dl += 1;
          if (c.status !== 200) return violation(`${p.fileName}: csv download ${c.status}`);
          if (cb.length !== f.csvFileSize) violation(`${p.fileName}: csv is ${cb.length} bytes, listed as ${f.csvFileSize}`);
          if (!cb.toString('utf8').includes(p.invoiceNumber)) violation(`${p.fileName}: its CSV does not name invoice ${p.invoiceNumber}`);
        });
      }
    }
    let t = 0;
    await Promise.all(Array.from({ length: 6 }, async () => {
      while (t < tasks.length) await tasks[t++]!();
    }));
    downloads = dl;

    // Isolation: each user tries the next user's files and conversions.
    let crossChecks = 0;
    for (let i = 0; i < users.length; i++) {
      const me = users[i]!;
      const other = users[(i + 1) % users.length]!;
      if (other === me) break;
      const theirs = (outputsByUser.get(other) ?? []).slice(0, 4);
      const theirConversions = other.conversions.filter((p) => p.id).slice(0, 2);
      for (const url of theirs) {
        const r = await http(me, 'GET', url);
        await r.arrayBuffer();
        crossChecks += 1;
        if (r.status !== 404) violation(`${me.email} read ${other.email}'s file ${url}: ${r.status}`);
      }
      for (const p of theirConversions) {
        for (const path of [`/api/conversions/${p.id}/status`, `/api/conversions/${p.id}`]) {
          const r = await http(me, 'GET', path);
          await r.arrayBuffer();
          crossChecks += 1;
          if (r.status !== 404) violation(`${me.email} read ${other.email}'s conversion ${p.id}: ${r.status}`);
        }
      }
    }

    // Usage: the plan's counter equals the user's succeeded conversions (one PDF each).
    for (const user of users) {
      const res = await http(user, 'GET', '/api/billing/subscription');
      const used = ((await res.json()) as { monthlyConversionsUsed?: number; data?: { monthlyConversionsUsed?: number } });
      const n = used.monthlyConversionsUsed ?? used.data?.monthlyConversionsUsed;
      const expected = user.conversions.filter((p) => p.id && views.get(p.id)?.status === 'succeeded').length;
      if (n !== expected) violation(`${user.email}: usage ${n}, succeeded conversions ${expected}`);
    }

    // Finished once: one "conversion finished" line per conversion over every worker's log, one output pair per PDF,
    // and nothing left in the queue.
    const finishedLines = new Map<string, number>();
    for (const w of workers) {
      for (const line of (await readFile(w.logFile, 'utf8')).split('\n')) {
        if (!line.includes('"conversion finished"')) continue;
        try {
          const id = (JSON.parse(line) as { conversionId?: string }).conversionId;
          if (id) finishedLines.set(id, (finishedLines.get(id) ?? 0) + 1);
        } catch {
          /* a line cut by SIGKILL */
        }
      }
    }
    let finishedTwice = 0;
    for (const p of plan) {
      if (!p.id) continue;
      const n = finishedLines.get(p.id) ?? 0;
      if (n > 1) {
        finishedTwice += 1;
        violation(`conversion ${p.id} was finished ${n} times`);
      }
    }
    const dupOutputs = await db.query(
      `select conversion_file_id, kind, count(*)::int as n from output where conversion_file_id is not null group by 1, 2 having count(*) > 1`,
    );
    for (const r of dupOutputs.rows as { conversion_file_id: string; kind: string; n: number }[]) violation(`file ${r.conversion_file_id} has ${r.n} ${r.kind} outputs`);
    const attempts = await db.query(`select coalesce(sum(greatest(attempts - 1, 0)), 0)::int as reruns, coalesce(max(attempts), 0)::int as most from conversion`);
    const { reruns, most } = attempts.rows[0] as { reruns: number; most: number };
    const leftover = await db.query(`select name, state, count(*)::int as n from pgboss.job where name in ('conversion', 'conversion__dead') and state in ('created', 'retry', 'active') group by 1, 2`);
    for (const r of leftover.rows as { name: string; state: string; n: number }[]) violation(`${r.n} ${r.name} jobs still ${r.state} in pg-boss`);

    // No stored file that no row names: what a killed run wrote is removed by the retry (or the give-up), what a
    // frozen run wrote after its job was taken over by that run itself once resumed (given a few seconds here).
    const storage = new S3Storage({ bucket: 'tallysheet-soak', prefix: 'soak', endpoint: env.S3_ENDPOINT, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    let orphans: string[] = [];
    for (let tries = 0; ; tries++) {
      const named = new Set(
        (
          await db.query(
            `select storage_key as key from output where deleted_at is null union all select storage_key from extraction_result where deleted_at is null`,
          )
        ).rows.map((r: { key: string }) => r.key),
      );
      const stored = [...(await storage.list('outputs/')), ...(await storage.list('results/'))].map((b) => b.key);
      orphans = stored.filter((k) => !named.has(k));
      const missing = [...named].filter((k) => !stored.includes(k));
      for (const k of missing) violation(`a row names ${k}, which is not stored`);
      if (orphans.length === 0 || tries >= 15) break;
      await sleep(2000);
    }
    for (const k of orphans.slice(0, 10)) violation(`stored file no row names: ${k}`);
    if (orphans.length > 10) violation(`… and ${orphans.length - 10} more stored files no row names`);
    await db.end();

    // The server must have stayed up (it is never killed).
    if (server.exits.length > 0) violation(`the server exited: ${JSON.stringify(server.exits)}`);
    const crashes = workers.flatMap((w) => w.exits.filter((e) => e.signal !== 'SIGKILL').map((e) => `${w.name} ${JSON.stringify(e)}`));
    for (const c of crashes) violation(`worker exited on its own: ${c}`);

    Object.assign(summary, {
      started: plan.filter((p) => p.id).length,
      durationSeconds: Math.round(elapsed / 100) / 10,
      totalSeconds: Math.round((performance.now() - started) / 100) / 10,
      kills,
      freezes: summaryFreezes(),
      loadAverage1m: { min: Math.min(...loads), max: Math.max(...loads), mean: Math.round((loads.reduce((a, b) => a + b, 0) / loads.length) * 10) / 10 },
      succeeded,
      failedDamaged,
      failedOther,
      failedOtherMessages: Object.fromEntries(failedMessages),
      reruns,
      mostRunsOfOneConversion: most,
      finishedTwice,
      downloads,
      crossUserChecks: crossChecks,
      violations,
    });
    say('');
    say(`Soak: ${N} conversions for ${USERS} users, server + ${WORKERS} workers (pg-boss, S3/s3rver, PostgreSQL)`);
    say(`  ${kills} SIGKILLs (one worker every ${KILL_EVERY_MS / 1000} s), ${Math.round(elapsed / 1000)} s from first upload to last finish`);
    if (FREEZE_EVERY_MS > 0) say(`  ${summaryFreezes()} freezes (SIGSTOP for ${FREEZE_FOR_MS / 1000} s, then SIGCONT; one worker every ${FREEZE_EVERY_MS / 1000} s)`);
    say(`  load average (1 min) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${cpus().length} cores`);
    say(`  ${succeeded} succeeded, ${failedDamaged} damaged PDFs failed (said so), ${failedOther} other failures${failedOther ? ` ${JSON.stringify(Object.fromEntries(failedMessages))}` : ''}`);
    say(`  ${reruns} re-runs after a kill (most runs of one conversion: ${most}), ${finishedTwice} finished twice`);
    say(`  usage = succeeded for every user: ${violations.some((v) => v.includes('usage')) ? 'NO' : 'yes'}; ${downloads} downloads; ${crossChecks} cross-user reads refused`);
    say(`  ${violations.length} violations`);
  } catch (err) {
    if (!(err instanceof StopSoak)) violation(`soak aborted: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  } finally {
    killing = false;
    clearInterval(loadTimer);
    await killLoop?.catch(() => {});
    await freezeLoop?.catch(() => {});
    await Promise.all(procs.map((p) => p.close()));
    await s3.close().catch(() => {});
    if (!opt.keep) {
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch((e: unknown) => say(`could not drop ${dbName}: ${String(e)}`));
      if (violations.length === 0) await rm(work, { recursive: true, force: true });
      else say(`logs kept in ${work}`);
    }
    await admin.end().catch(() => {});
    summary.violations = violations;
    await writeJson(summary);
  }
  if (violations.length > 0) {
    say(`FAILED: ${violations.length} violation(s)`);
    process.exit(1);
  }
  say('passed');
}

class StopSoak extends Error {}

main().catch((err: unknown) => {
  console.error('[soak] failed:', err);
  process.exit(1);
});
