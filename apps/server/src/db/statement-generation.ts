import type { PGlite } from '@electric-sql/pglite';

/**
 * A count of the statements an embedded PGlite database has run, for answering repeated reads from memory while
 * nothing can have changed (the status route, #13 point 8).
 *
 * An embedded PGlite database is opened by one process only (its data directory is this process's), so every
 * write it ever sees goes through this instance's `query`, `exec` or `transaction` — Drizzle, Better Auth and the
 * queue all use these. `trackStatements` wraps them so that the generation moves when any of them starts and again
 * when it settles (a transaction's writes are visible at its end). A read remembered under generation `g` is
 * still what the database would answer as long as the generation is still `g`: no statement at all ran since it
 * was read. The test is deliberately blunt — any statement, read or write, on any table — so that no write path
 * needs to know about it; reads that want to be remembered run through `untrackedQuery`, which does not move it.
 *
 * Not for PostgreSQL: there other processes (other instances, `npm run worker`) write too, and nothing in this
 * process sees their statements.
 */
interface Tracked {
  generation: number;
  query: PGlite['query'];
}

const tracked = new WeakMap<PGlite, Tracked>();

export function trackStatements(client: PGlite): void {
  if (tracked.has(client)) return;
  const state: Tracked = { generation: 0, query: client.query.bind(client) };
  tracked.set(client, state);
  const wrap = <K extends 'query' | 'exec' | 'transaction'>(name: K) => {
    const original = (client[name] as (...args: unknown[]) => Promise<unknown>).bind(client);
    (client as unknown as Record<K, unknown>)[name] = (...args: unknown[]) => {
      state.generation++;
      return original(...args).finally(() => {
        state.generation++;
      });
    };
  };
  wrap('query');
  wrap('exec');
  wrap('transaction');
}

/** The client's statement generation; null when its statements are not tracked (nothing may be remembered). */
export function statementGeneration(client: PGlite): number | null {
  return tracked.get(client)?.generation ?? null;
}

/** A read-only statement that does not move the generation (only for statements that change nothing). */
export function untrackedQuery<T>(client: PGlite, text: string): Promise<{ rows: T[] }> {
  const state = tracked.get(client);
  if (!state) throw new Error('untrackedQuery on a PGlite client whose statements are not tracked');
  return state.query<T>(text);
}
