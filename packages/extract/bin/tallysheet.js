#!/usr/bin/env node
// `tallysheet` command: a thin shim over the built CLI (run `npm run build` first).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write('tallysheet: the package is not built yet; run "npm run build" at the repository root first.\n');
  process.exit(2);
}
const { main } = await import(entry.href);
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (err) {
  process.stderr.write(`tallysheet: unexpected error: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
}
