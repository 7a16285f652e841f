import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Port of the server the browser tests run against (the built server serving the built SPA). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The server's DATA_DIR during browser tests: removed before the server starts; the outbox lives in it. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ? resolve(process.env.E2E_DATA_DIR) : resolve(webDir, 'test-results', 'e2e-data');
export const OUTBOX_FILE = resolve(E2E_DATA_DIR, 'outbox', 'mail.jsonl');
export const SCREENSHOT_DIR = resolve(webDir, 'test-results', 'screenshots');
export const SERVER_MAIN = resolve(webDir, '..', 'server', 'dist', 'main.js');

/** The local OpenID provider that stands in for Google during browser tests. */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 1);
export const E2E_OIDC_ISSUER = `http://127.0.0.1:${E2E_OIDC_PORT}`;
export const E2E_OIDC_CLIENT_ID = 'tallysheet-e2e';
export const E2E_OIDC_CLIENT_SECRET = 'tallysheet-e2e-secret-0123456789abcdef';
