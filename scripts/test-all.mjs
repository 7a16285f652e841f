#!/usr/bin/env node
// `npm test`: builds, then runs every suite (Vitest per workspace, Playwright in Chromium) and ends with the
// one plain line CI reads: `N passed, N failed, N skipped`. A suite that crashes before reporting counts as failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const out = join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

function run(cmd, args, opts = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}${opts.cwd ? `   (in ${opts.cwd.replace(root + '/', '')})` : ''}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...opts.env } });
  return r.status ?? 1;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
function record(name, passed, failed, skipped) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${name.padEnd(22)} ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

if (run('npm', ['run', 'build']) !== 0) {
  console.log('\nbuild failed');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// The server's integration tests run on embedded PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const pgUrl = process.env.TEST_DATABASE_URL;
const vitestSuites = [
  ['extract', 'packages/extract', {}],
  ['server (PGlite)', 'apps/server', { TEST_DATABASE_URL: '' }],
  ...(pgUrl ? [['server (PostgreSQL)', 'apps/server', { TEST_DATABASE_URL: pgUrl }]] : []),
  ['web (unit)', 'apps/web', {}],
];
for (const [name, dir, env] of vitestSuites) {
  const cwd = join(root, dir);
  if (!existsSync(join(cwd, 'vitest.config.ts'))) continue;
  const report = join(out, `${name.replace(/\W+/g, '-')}.json`);
  const code = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { cwd, env });
  if (!existsSync(report)) {
    record(name, 0, 1, 0);
    continue;
  }
  const j = JSON.parse(readFileSync(report, 'utf8'));
  // Files that fail to load count as failures even when they hold no test.
  const brokenFiles = (j.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  const failed = j.numFailedTests + brokenFiles + (code !== 0 && j.numFailedTests + brokenFiles === 0 ? 1 : 0);
  record(name, j.numPassedTests, failed, j.numPendingTests + (j.numTodoTests ?? 0));
}

// The scale-out soak, CI-sized (#13 point 10): server + 2 workers on PostgreSQL, pg-boss and S3 (s3rver) with a worker
// killed every few seconds. One test: passed, failed (any violation, or no report), or skipped when PostgreSQL does
// not answer (SOAK_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test).
{
  const report = join(out, 'soak.json');
  const soakDb = process.env.SOAK_DATABASE_URL || pgUrl || 'postgres://postgres@127.0.0.1:5432/test';
  const args = ['--import', 'tsx', 'scripts/soak.ts', '--conversions', '30', '--users', '5', '--kill-every', '4', '--lease', '5', '--timeout', '150', '--json', report];
  const code = run('node', args, { env: { SOAK_DATABASE_URL: soakDb } });
  const j = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
  if (j?.skipped) {
    console.log(`soak skipped: ${j.reason}`);
    record('soak (scale-out)', 0, 0, 1);
  } else if (j && code === 0 && (j.violations ?? []).length === 0) record('soak (scale-out)', 1, 0, 0);
  else record('soak (scale-out)', 0, 1, 0);
}

const pwConfig = join(root, 'apps/web/playwright.config.ts');
if (existsSync(pwConfig)) {
  const report = join(out, 'playwright.json');
  const code = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: join(root, 'apps/web'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  if (!existsSync(report)) record('browser (playwright)', 0, 1, 0);
  else {
    const s = JSON.parse(readFileSync(report, 'utf8')).stats ?? {};
    const failed = (s.unexpected ?? 0) + (code !== 0 && !s.unexpected ? 1 : 0);
    record('browser (playwright)', (s.expected ?? 0) + (s.flaky ?? 0), failed, s.skipped ?? 0);
  }
}

console.log('\nSummary');
for (const l of lines) console.log('  ' + l);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
