import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { trackStatements } from './statement-generation.js';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { migrationsDir } from '../paths.js';
import * as schema from './schema/index.js';

/** The Drizzle database: the same API on PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** the node-postgres pool in scale-out mode (pg-boss can share the connection string instead) */
  pool: pg.Pool | null;
  /** the PGlite instance in embedded mode */
  pglite: PGlite | null;
  close(): Promise<void>;
}

/**
 * The advisory lock key under which migrations and queue set-up run on PostgreSQL: several processes (the server
 * and `npm run worker`s) starting at once against a fresh database would otherwise race to create the same tables
 * (the losers fail with "relation already exists" and exit).
 */
export const SCHEMA_LOCK_KEY = 0x7a11_5e7;

/**
 * Runs `work` while holding the schema advisory lock (session level, on one pooled connection). The connection is
 * closed afterwards rather than returned to the pool, which also drops the lock if the unlock did not get through.
 */
export async function withSchemaLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    const result = await work();
    await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]).catch(() => {});
    return result;
  } finally {
    client.release(true);
  }
}

/** Opens the database named by the config and applies pending migrations before returning it. */
export async function openDatabase(config: Pick<AppConfig, 'database'>): Promise<DatabaseHandle> {
  if (config.database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.database.url, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    try {
      // One process at a time: the others wait, then find every migration applied.
      await withSchemaLock(pool, () => migratePg(db as never, { migrationsFolder: migrationsDir }));
    } catch (err) {
      await pool.end().catch(() => {});
      throw err;
    }
    return { db, kind: 'postgres', pool, pglite: null, close: () => pool.end() };
  }

  const dir = config.database.dataDir;
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir ? new PGlite(dir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  try {
    await migratePglite(db as never, { migrationsFolder: migrationsDir });
  } catch (err) {
    await client.close().catch(() => {});
    throw err;
  }
  // Every statement from here on moves the generation that tells remembered status reads they are still current.
  trackStatements(client);
  return { db, kind: 'pglite', pool: null, pglite: client, close: () => client.close() };
}
