import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// #13 point 11: `npm start` runs scripts/build-stale.mjs, which builds only what is not built or older than its
// sources (and what depends on a rebuilt workspace), so a restart takes seconds. Run here on a scratch copy of the
// monorepo's layout whose workspaces' builds just write dist/ and note that they ran.
const script = resolve(import.meta.dirname, '../../../scripts/build-stale.mjs');
const root = mkdtempSync(join(tmpdir(), 'build-stale-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const WORKSPACES = ['packages/contracts', 'packages/extract', 'apps/server', 'apps/web'];
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

function setUp() {
  mkdirSync(join(root, 'scripts'), { recursive: true });
  copyFileSync(script, join(root, 'scripts/build-stale.mjs'));
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'scratch', private: true, workspaces: WORKSPACES }));
  for (const ws of WORKSPACES) {
    mkdirSync(join(root, ws, 'src'), { recursive: true });
    const name = ws.split('/')[1];
    const build = `node -e "const f=require('fs');f.mkdirSync('dist',{recursive:true});f.writeFileSync('dist/out.js','');f.appendFileSync('../../built.log','${ws}\\\\n')"`;
    writeFileSync(join(root, ws, 'package.json'), JSON.stringify({ name, version: '0.0.0', scripts: { build } }));
    writeFileSync(join(root, ws, 'src/index.ts'), 'export {};\n');
    utimesSync(join(root, ws, 'src/index.ts'), at(0), at(0));
  }
}

function run(): { out: string; built: string[] } {
  rmSync(join(root, 'built.log'), { force: true });
  const r = spawnSync(process.execPath, ['scripts/build-stale.mjs'], { cwd: root, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  const log = join(root, 'built.log');
  const built = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').filter(Boolean) : [];
  return { out: r.stdout, built };
}

describe('npm start builds only what is stale', () => {
  it('builds everything once, then nothing; a changed engine rebuilds the engine and the server only', { timeout: 120_000 }, async () => {
    setUp();
    expect(run().built).toEqual(WORKSPACES);
    const again = run();
    expect(again.built).toEqual([]);
    expect(again.out).toContain('everything is built and up to date');
    // the engine's sources change after its build: it and the server (which depends on it) are rebuilt
    const edited = new Date(Date.now() + 1_000);
    utimesSync(join(root, 'packages/extract/src/index.ts'), edited, edited);
    // the next build's output must be newer than the edit
    await new Promise((r) => setTimeout(r, 1_100));
    expect(run().built).toEqual(['packages/extract', 'apps/server']);
    expect(run().built).toEqual([]);
  });
});
