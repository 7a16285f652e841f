import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config.js';

/**
 * BETTER_AUTH_SECRET when given; in embedded mode otherwise a secret generated once and kept in
 * `$DATA_DIR/secret` (mode 600) so sessions survive restarts. Never logged.
 */
export function resolveAuthSecret(config: Pick<AppConfig, 'authSecret' | 'dataDir'>): string {
  if (config.authSecret) return config.authSecret;
  const file = join(config.dataDir, 'secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
