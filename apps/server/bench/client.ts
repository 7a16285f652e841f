/**
 * The benchmark's client side, in its own process (forked by run.ts) so its HTTP and JSON work does not share the
 * server's event loop. It receives the server address and bearer tokens, runs the phases and sends the timings back.
 */
import { invoicePdf } from '../test/support/invoice-pdf.js';

export interface ClientJob {
  base: string;
  tokens: string[];
  runs: number;
  statusRequests: number;
  warmups: number;
}

export type ClientMessage =
  | { type: 'phase'; name: 'load-start' | 'load-end' }
  | { type: 'result'; result: ClientResult }
  | { type: 'error'; message: string };

export interface ClientResult {
  endToEnd: number[];
  concurrent: { latencies: number[]; wallMs: number };
  statusIdle: number[];
  statusOnePoller: number[];
  statusEightAtOnce: number[];
  loadConversions: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function client(base: string, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  return {
    async upload(name: string, pdf: Buffer): Promise<string> {
      const form = new FormData();
      form.append('invoices', new Blob([pdf], { type: 'application/pdf' }), name);
      const res = await fetch(`${base}/api/invoices/upload`, { method: 'POST', headers: auth, body: form });
      if (!res.ok) throw new Error(`upload ${res.status} ${await res.text()}`);
      return ((await res.json()) as { files: { id: string }[] }).files[0]!.id;
    },
    async start(ids: string[]): Promise<string> {
      const res = await fetch(`${base}/api/conversions`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ invoiceIds: ids }),
      });
      if (res.status !== 201) throw new Error(`start ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { _id: string } }).data._id;
    },
    async status(id: string) {
      const res = await fetch(`${base}/api/conversions/${id}/status`, { headers: auth });
      if (!res.ok) throw new Error(`status ${res.status}`);
      return (await res.json()) as { data: { conversion: { status: string; error: string | null; excelFiles: { excelS3Url: string }[] } } };
    },
    async download(url: string): Promise<number> {
      const res = await fetch(`${base}${url}`, { headers: auth });
      if (!res.ok) throw new Error(`download ${res.status}`);
      return (await res.arrayBuffer()).byteLength;
    },
  };
}
type Client = ReturnType<typeof client>;

/** Upload → start → poll every `pollMs` → download the first workbook; answers the elapsed milliseconds. */
async function convertOnce(c: Client, pdf: Buffer, name: string, pollMs: number, deadlineMs = 300_000): Promise<number> {
  const t0 = performance.now();
  const id = await c.start([await c.upload(name, pdf)]);
  for (;;) {
    const s = await c.status(id);
    const st = s.data.conversion.status;
    if (st === 'succeeded') {
      const bytes = await c.download(s.data.conversion.excelFiles[0]!.excelS3Url);
      if (bytes < 1000) throw new Error('workbook too small');
      return performance.now() - t0;
    }
    if (st === 'failed') throw new Error(`conversion failed: ${s.data.conversion.error}`);
    if (performance.now() - t0 > deadlineMs) throw new Error('conversion did not finish in time');
    await sleep(pollMs);
  }
}

async function timedStatus(c: Client, id: string, concurrency: number, total: number, pauseMs: number): Promise<number[]> {
  const latencies: number[] = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < total) {
        sent++;
        const t = performance.now();
        await c.status(id);
        latencies.push(performance.now() - t);
        if (pauseMs) await sleep(pauseMs);
      }
    }),
  );
  return latencies;
}

async function run(job: ClientJob, send: (m: ClientMessage) => void): Promise<ClientResult> {
  const clients = job.tokens.map((t) => client(job.base, t));
  const one = clients[0]!;
  const pdf = invoicePdf({ number: 'BENCH-1' });

  // Warm-up: every pool thread loads pdf.js once.
  await Promise.allSettled(Array.from({ length: job.warmups }, (_, i) => convertOnce(one, pdf, `warm-${i}.pdf`, 50)));

  // 1. End to end, one conversion at a time, polled every 20 ms.
  const endToEnd: number[] = [];
  for (let i = 0; i < job.runs; i++) endToEnd.push(await convertOnce(one, pdf, `e2e-${i}.pdf`, 20));

  // 2. Every user converts at the same moment (polling every 250 ms).
  const t0 = performance.now();
  const latencies = await Promise.all(clients.map((c, i) => convertOnce(c, pdf, `burst-${i}.pdf`, 250)));
  const concurrent = { latencies, wallMs: performance.now() - t0 };

  // 3a. Status of a finished conversion on an idle server.
  const probeId = await one.start([await one.upload('probe.pdf', pdf)]);
  await convertOnce(one, pdf, 'idle-wait.pdf', 50);
  const statusIdle = await timedStatus(one, probeId, 1, 200, 5);

  // 3b. The same while every user keeps converting 5-page invoices (polling like the web app's 5 s would be too
  // gentle to matter; 1 s here) for the whole measurement.
  const heavy = invoicePdf({ number: 'HEAVY', pages: 5 });
  let measuring = true;
  let loadConversions = 0;
  const load = clients.map(async (c, i) => {
    for (let n = 0; measuring; n++) {
      await convertOnce(c, heavy, `load-${i}-${n}.pdf`, 1000, 600_000);
      loadConversions++;
    }
  });
  await sleep(1500);
  send({ type: 'phase', name: 'load-start' });
  const statusOnePoller = await timedStatus(one, probeId, 1, Math.ceil(job.statusRequests / 2), 10);
  const statusEightAtOnce = await timedStatus(one, probeId, 8, job.statusRequests, 0);
  send({ type: 'phase', name: 'load-end' });
  measuring = false;
  await Promise.all(load);
  return { endToEnd, concurrent, statusIdle, statusOnePoller, statusEightAtOnce, loadConversions };
}

if (process.send) {
  process.once('message', (job: ClientJob) => {
    const send = (m: ClientMessage) => process.send!(m);
    run(job, send).then(
      (result) => {
        send({ type: 'result', result });
        process.disconnect();
      },
      (err: unknown) => {
        send({ type: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
        process.disconnect();
      },
    );
  });
}
