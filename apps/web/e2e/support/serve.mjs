// Playwright's webServer: starts the BUILT server (apps/server/dist/main.js) on a fresh data directory.
// The directory is removed first so every run begins with an empty database and outbox.
import { existsSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const dataDir = process.env.DATA_DIR;
const main = process.env.E2E_SERVER_MAIN;
if (!dataDir || !main) {
  console.error('serve.mjs needs DATA_DIR and E2E_SERVER_MAIN');
  process.exit(1);
}
if (!existsSync(main)) {
  console.error(`The server is not built (${main} is missing): run \`npm run build\` at the repository root first.`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
await import(pathToFileURL(main).href);
