#!/usr/bin/env node
// `npm run dev`: the API server with reload on change (tsx watch, port 3000) and the SPA with hot module
// replacement (vite, port 5173, /api proxied to 3000), side by side. Open http://localhost:5173.
// Ctrl-C (or either process dying) stops both.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

// The server imports the shared packages from their build output; build them once if it is missing.
for (const pkg of ['packages/contracts', 'packages/extract']) {
  if (existsSync(join(root, pkg, 'dist'))) continue;
  console.log(`[dev] building ${pkg} (first run)`);
  const r = spawnSync('npm', ['run', 'build', '-w', pkg], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const children = [];
let stopping = false;

function start(name, command, args, cwd, color) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    stdio: ['inherit', 'pipe', 'pipe'],
    detached: process.platform !== 'win32', // own process group, so stop() reaches its children too
  });
  const tag = `\x1b[${color}m[${name}]\x1b[0m `;
  const pipe = (stream, out) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) out.write(tag + line + '\n');
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.log(`${tag}exited (${signal ?? code}); stopping the other process`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      if (process.platform === 'win32') child.kill('SIGTERM');
      else process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r() : c.on('exit', r))))).then(() =>
    process.exit(code),
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('server', bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], root, '36');
start('web', bin('vite'), [], join(root, 'apps/web'), '35');
console.log('[dev] API on http://localhost:3000 · app with hot reload on http://localhost:5173');
