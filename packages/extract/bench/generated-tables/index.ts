/**
 * Generated table benchmark: N table documents composed from independent layout choices (compose.ts), drawn with
 * pdfkit (render.ts), read like the tables benchmark reads the ICDAR documents (openPdf → detectTables per page →
 * joinContinuedTables) and scored by the same per-table rule (`perTableStructure` of bench/tables-scoring.ts:
 * tables matched one-to-one by region overlap, adjacency relations inside matched pairs). Reported per choice
 * value, so a weakness reads as a layout choice. Rules: bench/README.md, "Generated tables".
 *
 *   npx tsx bench/generated-tables/index.ts [--count N] [--seed S | --held-out] [--base] [--verbose] [--only CHOICE=VALUE] [--write DIR]
 *
 * Seeds from DEV_SEED are the ones looked at while fixing the engine; HELD_OUT_SEED's range is only ever run for
 * its headline figure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPdf } from '../../src/pdf/index.js';
import { detectTables, joinContinuedTables, tableParts } from '../../src/tables/index.js';
import type { ExtractedTable } from '../../src/types.js';
import { gtGrid, perTableStructure, prf, type PRF, type ScoredTable } from '../tables-scoring.js';
import { ALL_CHOICES, FIFTH_CHOICES, FOURTH_CHOICES, LATER_CHOICES, THIRD_CHOICES, type ChoiceName, type TableChoices, compose } from './compose.js';
import { icdarXml } from './icdar.js';
import { renderTables, type RenderedTables } from './render.js';

export const DEV_SEED = 20261126;
export const HELD_OUT_SEED = 90260000;
export const DEFAULT_COUNT = 300;

export interface DocScore {
  seed: number;
  choices: TableChoices;
  pages: number;
  structure: PRF;
  gtTables: number;
  ourTables: number;
  matched: number;
  error?: string;
}

/** The engine's tables for a PDF, as the tables bench gets them: per page, then joined across pages. */
export async function engineTables(pdf: Uint8Array): Promise<ExtractedTable[]> {
  const doc = await openPdf(pdf);
  const perPage: ExtractedTable[] = [];
  const heights = new Map<number, number>();
  try {
    for (let n = 1; n <= doc.pages; n++) {
      const page = await doc.readPage(n);
      heights.set(n, page.height);
      perPage.push(...detectTables(page));
    }
  } finally {
    await doc.close();
  }
  return joinContinuedTables(perPage, heights);
}

/** Ground truth in the scorer's form: the ICDAR cells placed by `gtGrid`, one part per printed region. */
export function truthTables(r: RenderedTables): ScoredTable[] {
  return r.tables.map((t) => ({
    parts: t.parts,
    grid: gtGrid(t.cells.map((c) => ({ startRow: c.row, startCol: c.col, content: c.text }))),
  }));
}

export function ourTables(tables: readonly ExtractedTable[]): ScoredTable[] {
  return tables.map((t) => ({
    parts: tableParts(t).map((p) => ({ page: p.page, box: { x0: p.bbox[0], y0: p.bbox[1], x1: p.bbox[2], y1: p.bbox[3] } })),
    grid: t.rows,
  }));
}

/** One generated document: composed, drawn, read and scored. */
export async function scoreSeed(seed: number, write?: string, base = false): Promise<DocScore> {
  const spec = compose(seed, { base });
  const r = await renderTables(spec);
  if (write) {
    fs.mkdirSync(write, { recursive: true });
    const name = `gen-${seed}`;
    const x = icdarXml(name, r);
    fs.writeFileSync(path.join(write, `${name}.pdf`), r.pdf);
    fs.writeFileSync(path.join(write, `${name}-str.xml`), x.str);
    fs.writeFileSync(path.join(write, `${name}-reg.xml`), x.reg);
  }
  const gt = truthTables(r);
  try {
    const ours = await engineTables(r.pdf);
    const s = perTableStructure(gt, ourTables(ours));
    return { seed, choices: spec.choices, pages: r.pages, structure: s.structure, gtTables: gt.length, ourTables: ours.length, matched: s.matches.length };
  } catch (e) {
    return { seed, choices: spec.choices, pages: r.pages, structure: prf(0, 0, 1), gtTables: gt.length, ourTables: 0, matched: 0, error: (e as Error).message };
  }
}

interface Agg {
  docs: number;
  c: number;
  p: number;
  e: number;
  f1sum: number;
  gt: number;
  matched: number;
  ours: number;
  weak: number;
}

const newAgg = (): Agg => ({ docs: 0, c: 0, p: 0, e: 0, f1sum: 0, gt: 0, matched: 0, ours: 0, weak: 0 });
function add(a: Agg, d: DocScore): void {
  a.docs++;
  a.c += d.structure.correct;
  a.p += d.structure.predicted;
  a.e += d.structure.expected;
  a.f1sum += d.structure.f1;
  a.gt += d.gtTables;
  a.matched += d.matched;
  a.ours += d.ourTables;
  if (d.structure.f1 < 0.9) a.weak++;
}
const micro = (a: Agg) => prf(a.c, a.p, a.e);

export function summarise(docs: readonly DocScore[]) {
  const all = newAgg();
  for (const d of docs) add(all, d);
  const perChoice: { choice: string; value: string; docs: number; micro: PRF; macroF1: number; tables: string; weak: number }[] = [];
  for (const name of Object.keys(ALL_CHOICES) as ChoiceName[]) {
    for (const value of ALL_CHOICES[name] as readonly string[]) {
      const a = newAgg();
      for (const d of docs) if (d.choices[name] === value) add(a, d);
      if (a.docs) perChoice.push({ choice: name, value, docs: a.docs, micro: micro(a), macroF1: a.f1sum / a.docs, tables: `${a.gt}/${a.ours}/${a.matched}`, weak: a.weak });
    }
  }
  return { docs: all.docs, micro: micro(all), macroF1: all.f1sum / Math.max(1, all.docs), gtTables: all.gt, ourTables: all.ours, matched: all.matched, weak: all.weak, perChoice };
}

export default async function runGeneratedTablesBench(
  opts: { count?: number; seed?: number; verbose?: boolean; only?: string; write?: string; base?: boolean } = {},
): Promise<{ name: string; table: string; json: unknown }> {
  const count = opts.count ?? Number(process.env.GEN_TABLES_COUNT ?? DEFAULT_COUNT);
  const seed0 = opts.seed ?? DEV_SEED;
  const docs: DocScore[] = [];
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let pages = 0;
  for (let i = 0; i < count; i++) {
    const seed = seed0 + i;
    if (opts.only) {
      const [k, v] = opts.only.split('=');
      if (compose(seed, { base: opts.base }).choices[k as ChoiceName] !== v) continue;
    }
    const d = await scoreSeed(seed, opts.write, opts.base);
    pages += d.pages;
    docs.push(d);
    if (opts.verbose && d.structure.f1 < 0.9) {
      const ch = Object.entries(d.choices).map(([k, v]) => `${k}=${v}`).join(' ');
      console.log(`seed ${seed}: F1 ${d.structure.f1.toFixed(3)} tables gt/ours/matched ${d.gtTables}/${d.ourTables}/${d.matched}${d.error ? ` ERROR ${d.error}` : ''}\n   ${ch}`);
    }
  }
  const cpu = process.cpuUsage(c0);
  const S = summarise(docs);
  const f3 = (x: number) => x.toFixed(3);
  const out: string[] = [];
  out.push(
    `Generated table documents (${docs.length} PDFs, ${pages} pages, seeds ${seed0}…${seed0 + count - 1}${seed0 === HELD_OUT_SEED ? ', held-out range' : seed0 === DEV_SEED ? ', development range' : ''}${opts.base ? '; --base: first-round choices only' : ''})`,
  );
  out.push(
    `ICDAR 2013 structure, per table: micro P ${f3(S.micro.precision)} R ${f3(S.micro.recall)} F1 ${f3(S.micro.f1)}; macro F1 ${f3(S.macroF1)}; tables gt/ours/matched ${S.gtTables}/${S.ourTables}/${S.matched}; documents below F1 0.9: ${S.weak}`,
  );
  out.push(`time: ${((performance.now() - t0) / 1000).toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU (generation + reading + detection)`);
  const errors = docs.filter((d) => d.error);
  if (errors.length) out.push(`errors: ${errors.length} (${errors.slice(0, 5).map((e) => `seed ${e.seed}: ${e.error}`).join('; ')})`);
  out.push('');
  const w = Math.max(...S.perChoice.map((p) => p.choice.length + p.value.length + 1));
  out.push(`${'choice=value'.padEnd(w)}  docs  micro-P  micro-R  micro-F1  macro-F1  tables gt/ours/matched  docs<0.9`);
  let last = '';
  const third = new Set(Object.keys(THIRD_CHOICES));
  const fourth = new Set(Object.keys(FOURTH_CHOICES));
  const fifth = new Set(Object.keys(FIFTH_CHOICES));
  const later = new Set([...Object.keys(LATER_CHOICES), ...third, ...fourth, ...fifth]);
  for (const p of S.perChoice) {
    if (opts.base && later.has(p.choice)) continue;
    if (later.has(p.choice) && !later.has(last)) out.push('', '(second round choices)');
    if (third.has(p.choice) && !third.has(last)) out.push('', '(third round choices)');
    if (fourth.has(p.choice) && !fourth.has(last)) out.push('', '(fifth round choices)');
    if (fifth.has(p.choice) && !fifth.has(last)) out.push('', '(seventh round choices)');
    if (p.choice !== last && last) out.push('');
    last = p.choice;
    out.push(
      `${`${p.choice}=${p.value}`.padEnd(w)}  ${String(p.docs).padStart(4)}  ${f3(p.micro.precision).padStart(7)}  ${f3(p.micro.recall).padStart(7)}  ${f3(p.micro.f1).padStart(8)}  ${f3(p.macroF1).padStart(8)}  ${p.tables.padStart(22)}  ${String(p.weak).padStart(8)}`,
    );
  }
  const weakest = [...S.perChoice].filter((p) => !opts.base || !later.has(p.choice)).sort((a, b) => a.micro.f1 - b.micro.f1).slice(0, 12);
  out.push('');
  out.push('weakest choice values (micro F1):');
  for (const p of weakest) out.push(`  ${`${p.choice}=${p.value}`.padEnd(w)}  F1 ${f3(p.micro.f1)}  (${p.docs} docs, ${p.weak} below 0.9)`);
  return {
    name: (seed0 === HELD_OUT_SEED ? 'generated-tables-held-out' : 'generated-tables') + (opts.base ? '-base' : ''),
    table: out.join('\n'),
    json: {
      seeds: [seed0, seed0 + count - 1],
      base: !!opts.base,
      documents: docs.length,
      pages,
      micro: S.micro,
      macroF1: S.macroF1,
      tables: { groundTruth: S.gtTables, ours: S.ourTables, matched: S.matched },
      documentsBelow09: S.weak,
      perChoice: S.perChoice,
      perDocument: docs.map((d) => ({ seed: d.seed, f1: d.structure.f1, tables: `${d.gtTables}/${d.ourTables}/${d.matched}`, error: d.error })),
    },
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const val = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const r = await runGeneratedTablesBench({
    count: val('--count') ? Number(val('--count')) : undefined,
    seed: args.includes('--held-out') ? HELD_OUT_SEED : val('--seed') ? Number(val('--seed')) : undefined,
    verbose: args.includes('--verbose'),
    only: val('--only'),
    write: val('--write'),
    base: args.includes('--base'),
  });
  console.log(r.table);
  const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, `${r.name}.json`), JSON.stringify(r.json, null, 2));
}
