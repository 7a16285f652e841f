#!/usr/bin/env node
// `npm start` (and `npm run worker` when asked): builds only the workspaces whose build output is missing or
// older than their sources, in dependency order, so a restart after no change takes seconds instead of a full
// rebuild. A workspace whose dependency was rebuilt is rebuilt too. `npm run build` still builds everything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** In build order; `inputs` are files and folders whose change calls for a rebuild. */
const workspaces = [
  { dir: 'packages/contracts', deps: [], inputs: ['src', 'package.json', 'tsconfig.json'] },
  { dir: 'packages/extract', deps: [], inputs: ['src', 'package.json', 'tsconfig.build.json'] },
  {
    dir: 'apps/server',
    deps: ['packages/contracts', 'packages/extract'],
    inputs: ['src', 'package.json', 'tsconfig.build.json'],
  },
  {
    dir: 'apps/web',
    deps: ['packages/contracts'],
    inputs: ['src', 'public', 'index.html', 'package.json', 'vite.config.ts', 'tsconfig.json'],
  },
];

/** Newest modification time under `path` (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

const only = process.argv.slice(2);
const wanted = only.length > 0 ? new Set(only) : null;
const rebuilt = new Set();
for (const ws of workspaces) {
  if (wanted && !wanted.has(ws.dir)) continue;
  const dist = join(root, ws.dir, 'dist');
  const built = existsSync(dist) ? newest(dist) : 0;
  const source = Math.max(...ws.inputs.map((p) => newest(join(root, ws.dir, p))));
  const depRebuilt = ws.deps.some((d) => rebuilt.has(d));
  if (built > 0 && built >= source && !depRebuilt) continue;
  const why = built === 0 ? 'no build output' : depRebuilt ? 'a dependency was rebuilt' : 'sources changed';
  console.log(`[build] ${ws.dir} (${why})`);
  const r = spawnSync('npm', ['run', 'build', '-w', ws.dir], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  rebuilt.add(ws.dir);
}
if (rebuilt.size === 0) console.log('[build] everything is built and up to date');
