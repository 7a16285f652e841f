/**
 * `npm run bench` (root) → builds, then runs this: the invoice accuracy benchmark (bench/invoices.ts), the generated
 * unseen-layout benchmark (bench/generated/index.ts), the table
 * benchmark (bench/tables.ts), the generated table benchmark (bench/generated-tables/index.ts) and the speed benchmark (bench/speed.ts), one after the other. Each prints its table;
 * its JSON goes to bench/results/<name>.json. A benchmark that throws is reported and the others still run.
 *
 *   node --import tsx bench/run.ts [invoices|generated|generated-tables|tables|speed|readers …]     (no names: all)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface BenchResult {
  name: string;
  table: string;
  json: unknown;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(here, 'results');

const BENCHES: Record<string, () => Promise<{ default: () => Promise<BenchResult> }>> = {
  invoices: () => import('./invoices.js'),
  generated: () => import('./generated/index.js'),
  'generated-tables': () => import('./generated-tables/index.js'),
  tables: () => import('./tables.js'),
  speed: () => import('./speed.js'),
  readers: () => import('./readers.js'),
};

async function main(): Promise<number> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = wanted.filter((w) => !(w in BENCHES));
  if (unknown.length) {
    console.error(`unknown benchmark(s): ${unknown.join(', ')} (known: ${Object.keys(BENCHES).join(', ')})`);
    return 2;
  }
  const names = wanted.length ? wanted : Object.keys(BENCHES);
  fs.mkdirSync(resultsDir, { recursive: true });
  let failed = 0;
  for (const name of names) {
    const started = Date.now();
    console.log(`\n=== ${name} ===`);
    try {
      const mod = await BENCHES[name]();
      const r = await mod.default();
      console.log(r.table);
      const file = path.join(resultsDir, `${r.name || name}.json`);
      fs.writeFileSync(
        file,
        JSON.stringify({ benchmark: r.name || name, finishedAt: new Date().toISOString(), seconds: (Date.now() - started) / 1000, result: r.json }, null, 2),
      );
      console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s; JSON: ${path.relative(process.cwd(), file)})`);
    } catch (err) {
      failed++;
      console.log(`${name} benchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    }
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
