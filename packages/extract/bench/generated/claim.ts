/**
 * Writes what the web app says about accuracy (apps/web/src/lib/accuracy-claim.ts) from the last benchmark results, so
 * the landing page, FAQ and terms state only what the benchmarks measure, with their basis. Run after `npm run bench`
 * (or after `npx tsx bench/invoices.ts` and `npx tsx bench/generated/index.ts`):
 *
 *   npx tsx bench/generated/claim.ts [--generated FILE] [--invoices FILE]     (from packages/extract; default: bench/results)
 *
 * Percentages are rounded down, so the sentence stays true.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const results = path.join(here, '../results');
const target = path.resolve(here, '../../../../apps/web/src/lib/accuracy-claim.ts');

function read(name: string): Record<string, unknown> {
  const i = process.argv.indexOf(`--${name}`);
  const file = i >= 0 ? path.resolve(process.argv[i + 1]!) : path.join(results, `${name}.json`);
  if (!fs.existsSync(file)) throw new Error(`no ${path.relative(process.cwd(), file)}: run the ${name} benchmark first`);
  const j = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  // bench/run.ts wraps each result as { benchmark, finishedAt, seconds, result }; a benchmark run alone writes the result
  return ('result' in j ? j.result : j) as Record<string, unknown>;
}

const gen = read('generated') as { documents: number; micro: { fieldAccuracy: number; lines: { f1: number } }; perChoice: Array<{ choice: string }> };
const inv = read('invoices') as { documents: number; macro: { fieldAccuracy: number; lineF1: number } };
const languages = gen.perChoice.filter((p) => p.choice === 'language').length;
const r4 = (x: number) => Math.floor(x * 10000) / 10000;

const body = `/**
 * What the app says about accuracy: only what the benchmarks measure, with their basis. Written by
 * \`npx tsx bench/generated/claim.ts\` in packages/extract from its last benchmark results (packages/extract/bench/README.md,
 * "Published accuracy claim") — do not edit by hand; run the benchmarks and the script again when the engine changes.
 */
export const BENCHMARK = {
  measuredOn: '${new Date().toISOString().slice(0, 10)}',
  /** generated invoices, each composed from independent layout and wording choices (micro over header fields) */
  generated: { invoices: ${gen.documents}, languages: ${languages}, headerFields: ${r4(gen.micro.fieldAccuracy)}, lineItemF1: ${r4(gen.micro.lines.f1)} },
  /** real invoices of the development corpus (macro over layout families) */
  corpus: { invoices: ${inv.documents}, headerFields: ${r4(inv.macro.fieldAccuracy)}, lineItemF1: ${r4(inv.macro.lineF1)} },
} as const;

/** a share as a whole percent, rounded down so the claim stays true */
export function percent(share: number): number {
  return Math.floor(share * 100 + 1e-9);
}

const count = (n: number) => n.toLocaleString('en-US');

/** the one-line claim (landing page) */
export const ACCURACY_CLAIM = \`\${percent(BENCHMARK.generated.headerFields)}% of header fields right on our benchmark of \${count(BENCHMARK.generated.invoices)} invoices\`;

/** the longer statement with both bases (FAQ, terms) */
export const ACCURACY_DETAIL = \`On our benchmark of \${count(BENCHMARK.generated.invoices)} generated invoices in \${BENCHMARK.generated.languages} languages, each composed from independent layout and wording choices, we read \${percent(BENCHMARK.generated.headerFields)}% of the header fields (invoice number, dates, currency, seller and buyer, VAT ids, totals) correctly; on \${count(BENCHMARK.corpus.invoices)} real invoices from our test collection, \${percent(BENCHMARK.corpus.headerFields)}%.\`;
`;
fs.writeFileSync(target, body);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
