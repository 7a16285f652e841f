/**
 * The load generator of bench/status.ts, run as a child process of its own (forked with an IPC channel): clients
 * that poll GET /api/conversions/:id over loopback HTTP. Run apart from the server so that the figures are the
 * server's latency, not the time a read waits behind the other readers' client work on a shared event loop.
 * The server's address and session cookie come in the environment (BENCH_READERS_BASE, BENCH_READERS_COOKIE).
 *
 * Tasks come as IPC messages; each is answered with one message:
 *   - `{ kind: 'loaded', ids, readers }`: `readers` clients poll the ids back to back, each read for an id still in
 *     flight; an id leaves the set when a read finds it succeeded or failed. Answers `{ loaded: ms[], errors }`.
 *   - `{ kind: 'idle', ids, reads }`: one read at a time, `reads` of them. Answers `{ idle: ms[], errors }`.
 *   - `{ kind: 'one', id }`: one read. Answers `{ status, ms }`.
 */
export type ReadersTask = { kind: 'loaded'; ids: string[]; readers: number } | { kind: 'idle'; ids: string[]; reads: number } | { kind: 'one'; id: string };
export type ReadersAnswer =
  | { loaded: number[]; errors: number }
  | { idle: number[]; errors: number }
  | { status: string | undefined; ms: number }
  | { error: string };

const base = process.env.BENCH_READERS_BASE!;
const cookie = process.env.BENCH_READERS_COOKIE!;
const reply = (answer: ReadersAnswer) => process.send!(answer);
let errors = 0;

async function read(id: string): Promise<{ ms: number; status: string | undefined }> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/conversions/${id}`, { headers: { cookie } });
  const body = (await res.json()) as { data?: { conversion?: { status: string } } };
  const ms = performance.now() - t0;
  if (res.status !== 200) {
    errors += 1;
    if (errors > 50) throw new Error(`status reads fail: ${res.status} ${JSON.stringify(body)}`);
  }
  return { ms, status: body.data?.conversion?.status };
}

async function loaded(ids: string[], readers: number): Promise<number[]> {
  const inFlight = new Set(ids);
  const out: number[] = [];
  await Promise.all(
    Array.from({ length: readers }, async (_, r) => {
      let k = r;
      while (inFlight.size > 0) {
        const list = [...inFlight];
        const id = list[k++ % list.length]!;
        const { ms, status } = await read(id);
        if (status === 'succeeded' || status === 'failed') inFlight.delete(id);
        else out.push(ms);
      }
    }),
  );
  return out;
}

async function idle(ids: string[], reads: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < reads; i++) out.push((await read(ids[i % ids.length]!)).ms);
  return out;
}

process.on('message', (task: ReadersTask) => {
  errors = 0;
  const work: Promise<ReadersAnswer> =
    task.kind === 'loaded'
      ? loaded(task.ids, task.readers).then((ms) => ({ loaded: ms, errors }))
      : task.kind === 'idle'
        ? idle(task.ids, task.reads).then((ms) => ({ idle: ms, errors }))
        : read(task.id);
  work.then(
    (answer) => reply(answer),
    (err: unknown) => reply({ error: err instanceof Error ? err.message : String(err) }),
  );
});
