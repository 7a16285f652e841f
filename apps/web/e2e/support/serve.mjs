// Playwright's webServer: starts the BUILT server (apps/server/dist/main.js) on a fresh data directory.
// The directory is removed first so every run begins with an empty database and outbox. The built SPA is
// served from a snapshot copied into it, so a `vite build` running meanwhile (another run or a teammate in
// the same working tree) cannot pull the assets out from under the browser.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

const webDist = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

/** index.html and every asset it names are present (a build in progress empties the folder first). */
function distComplete() {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return false;
  const assets = [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  return assets.every((a) => existsSync(join(webDist, a)));
}

let ready = distComplete();
for (let i = 0; !ready && i < 60; i++) {
  await new Promise((r) => setTimeout(r, 1000));
  ready = distComplete();
}
if (!ready) {
  console.error(`The SPA is not built (${webDist}): run \`npm run build -w apps/web\` first.`);
  process.exit(1);
}

rmSync(dataDir, { recursive: true, force: true });
const snapshot = join(dataDir, 'web-dist');
cpSync(webDist, snapshot, { recursive: true });
process.env.WEB_DIST_DIR = snapshot;
await import(pathToFileURL(main).href);
