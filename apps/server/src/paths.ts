import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server — the same whether this file runs from src/ (tsx, vitest) or dist/ (node). */
export const serverPackageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root (two levels above the server package). */
export const repoRootDir = resolve(serverPackageDir, '..', '..');
/** Generated SQL migrations live in src/ and are read from there by the compiled server too. */
export const migrationsDir = resolve(serverPackageDir, 'src', 'db', 'migrations');
