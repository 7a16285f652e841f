import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
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

/** Opens the database named by the config and applies pending migrations before returning it. */
export async function openDatabase(config: Pick<AppConfig, 'database'>): Promise<DatabaseHandle> {
  if (config.database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.database.url, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    try {
      await migratePg(db as never, { migrationsFolder: migrationsDir });
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
  return { db, kind: 'pglite', pool: null, pglite: client, close: () => client.close() };
}
