import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/types.js';

/**
 * Thrown by a run's write when the run no longer holds its job: another worker took it over (this one was frozen,
 * e.g. SIGSTOP'd, past its lease). The write did not happen; the run stops and writes nothing more.
 */
export class LeaseLostError extends Error {
  constructor() {
    super('job lease lost');
    this.name = 'LeaseLostError';
  }
}

/** Rows of a data-modifying statement (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

/**
 * One statement of a run, fenced by its lease (`RunningJob.lease`). `items(held)` are the statement's WITH items;
 * each write in them must carry `held` in its condition. The lease is evaluated once (the `held` item, which
 * share-locks the job's row until the statement ends: a takeover, which updates that row, waits for it), so the
 * statement's writes happen all together before any takeover, or not at all after one. Throws LeaseLostError when
 * the lease was not held (nothing was written). `columns` are more columns of the statement's one answer row
 * (scalar subqueries over the items, e.g. how many rows one of them changed).
 */
export async function fencedStatement<T extends object = object>(db: Db, lease: SQL, items: (held: SQL) => SQL, columns?: SQL): Promise<T> {
  const held = sql`(select ok from held)`;
  const result = await db.execute(sql`with held as (select ${lease} as ok), ${items(held)}
    select ${held} as "__held"${columns ? sql`, ${columns}` : sql``}`);
  const row = rowsOf<T & { __held: boolean }>(result)[0];
  if (!row?.__held) throw new LeaseLostError();
  return row;
}

/**
 * `INSERT INTO table (…) SELECT … WHERE when`: drizzle's insert of `rows`, written so that it inserts nothing
 * unless `when` holds (a VALUES list takes no condition). The rows travel as one JSON parameter read back with the
 * table's own row type (`jsonb_populate_recordset`), so every column gets its type without a cast per value.
 */
export function insertRowsWhen<T extends PgTable>(table: T, rows: T['$inferInsert'][], when: SQL, opts: { onConflictDoNothing?: boolean } = {}): SQL {
  const columns = getTableColumns(table) as Record<string, { name: string; dataType: string }>;
  const keys = Object.keys(columns).filter((k) => rows.some((r) => (r as Record<string, unknown>)[k] !== undefined));
  const names = sql.join(
    keys.map((k) => sql.identifier(columns[k]!.name)),
    sql`, `,
  );
  const json = rows.map((r) =>
    Object.fromEntries(
      keys.map((k) => {
        const v = (r as Record<string, unknown>)[k];
        return [columns[k]!.name, v instanceof Date ? v.toISOString() : (v ?? null)];
      }),
    ),
  );
  return sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(json)}::jsonb)
    where ${when}${opts.onConflictDoNothing ? sql` on conflict do nothing` : sql``}`;
}
