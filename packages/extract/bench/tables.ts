/**
 * Table benchmark on ../shared/corpus: ICDAR 2013 (structure by adjacency relations, detection by regions),
 * the Camelot and Tabula fixtures (cell match against their expected tables), and time per page.
 * Scoring rules: bench/README.md, "Tables". Runs alone: `npx tsx bench/tables.ts [--verbose] [--only NAME]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import { openPdf } from '../src/pdf/index.js';
import { detectTables, joinContinuedTables, tableParts, type TableSettings } from '../src/tables/index.js';
import type { BBox, ExtractedTable, PageModel } from '../src/types.js';
import {
  adjacencyRelations,
  cellTexts,
  documentRegionCounts,
  gtGrid,
  multisetPRF,
  perTableStructure,
  prf,
  type Box,
  type CharItem,
  type GtCell,
  type PRF,
  type ScoredTable,
} from './tables-scoring.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const corpusDir = () => process.env.TALLYSHEET_CORPUS ?? path.resolve(repoRoot, '../shared/corpus');
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
/** ICDAR scores only: no fixture sets, no warm timing pass (for quick iterations) */
const quick = args.includes('--quick');

interface DocRun {
  pages: PageModel[];
  /** per page, tables as detected (before joining) */
  perPage: ExtractedTable[][];
  seconds: number;
  /** CPU time of the process (user + system) over the same span: less sensitive to a busy machine */
  cpuSeconds: number;
}

/** Reads every page and detects tables, timing the in-process work (page model + detection). */
async function runDocument(file: string, settingsFor: (page: PageModel) => Partial<TableSettings> | null = () => ({})): Promise<DocRun> {
  const data = fs.readFileSync(file);
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const doc = await openPdf(data);
  const pages: PageModel[] = [];
  const perPage: ExtractedTable[][] = [];
  try {
    for (let n = 1; n <= doc.pages; n++) {
      const page = await doc.readPage(n);
      const settings = settingsFor(page);
      perPage.push(settings ? detectTables(page, settings) : []);
      pages.push(page);
    }
  } finally {
    await doc.close();
  }
  const cpu = process.cpuUsage(c0);
  return { pages, perPage, seconds: (performance.now() - t0) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

// ---------------------------------------------------------------- ICDAR 2013

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // cell contents are text: "27.0" must stay "27.0", not become the number 27
  parseTagValue: false,
  isArray: (name) => ['table', 'region', 'cell'].includes(name),
});

interface GtRegion {
  /** the table's id attribute */
  table: string;
  page: number;
  /** PDF coordinates, bottom-left origin */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

interface GtTable {
  table: string;
  page: number;
  cells: GtCell[];
}

/** The tables of -str.xml: one per region (every table of the data set has one region on one page). */
function readStructure(file: string): GtTable[] {
  const doc = xml.parse(fs.readFileSync(file, 'utf8'));
  const out: GtTable[] = [];
  for (const table of doc.document?.table ?? []) {
    for (const region of table.region ?? []) {
      out.push({
        table: String(table.id),
        page: Number(region.page),
        cells: (region.cell ?? []).map((c: Record<string, unknown>) => ({
          startRow: Number(c['start-row']),
          startCol: Number(c['start-col']),
          content: String(c.content ?? ''),
        })),
      });
    }
  }
  return out;
}

function readRegions(file: string): GtRegion[] {
  const doc = xml.parse(fs.readFileSync(file, 'utf8'));
  const out: GtRegion[] = [];
  for (const table of doc.document?.table ?? []) {
    for (const region of table.region ?? []) {
      const b = region['bounding-box'];
      out.push({ table: String(table.id), page: Number(region.page), x1: Number(b.x1), y1: Number(b.y1), x2: Number(b.x2), y2: Number(b.y2) });
    }
  }
  return out;
}

interface IcdarDoc {
  name: string;
  /** the ground-truth variant that scored best */
  variant: string;
  pages: number;
  seconds: number;
  cpuSeconds: number;
  /** ICDAR 2013 competition rule: tables matched one-to-one by region overlap, relations inside matched pairs */
  structure: PRF;
  /** secondary: every relation of the document pooled into one bag (a swallowed neighbour costs almost nothing) */
  pooled: PRF;
  gtTables: number;
  ourTables: number;
  matchedTables: number;
  regions: ReturnType<typeof documentRegionCounts>;
}

async function icdar(): Promise<{ docs: IcdarDoc[]; skipped: string[] }> {
  const base = path.join(corpusDir(), 'icdar2013-table-competition');
  const docs: IcdarDoc[] = [];
  const skipped: string[] = [];
  for (const set of ['competition-dataset-eu', 'competition-dataset-us']) {
    const dir = path.join(base, set);
    if (!fs.existsSync(dir)) continue;
    for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.pdf')).sort()) {
      const name = f.replace(/\.pdf$/, '');
      if (only && !name.includes(only)) continue;
      // "xx-NNNa" documents have an alternative interpretation "xx-NNNb": the better-scoring one counts.
      const variants = [name, ...(name.endsWith('a') ? [name.slice(0, -1) + 'b'] : [])].filter((v) =>
        fs.existsSync(path.join(dir, `${v}-str.xml`)),
      );
      if (variants.length === 0) {
        skipped.push(`${name}: no ground truth`);
        continue;
      }
      const run = await runDocument(path.join(dir, f));
      const heights = new Map(run.pages.map((p) => [p.number, p.height]));
      const joined = joinContinuedTables(run.perPage.flat(), heights);
      const ours: ScoredTable[] = joined.map((t) => ({
        parts: tableParts(t).map((p) => ({ page: p.page, box: { x0: p.bbox[0], y0: p.bbox[1], x1: p.bbox[2], y1: p.bbox[3] } })),
        grid: t.rows,
      }));
      const predicted = joined.flatMap((t) => adjacencyRelations(t.rows));
      const itemsByPage = new Map<number, CharItem[]>(
        run.pages.map((p) => [p.number, p.words.map((w) => ({ cx: (w.x0 + w.x1) / 2, cy: (w.y0 + w.y1) / 2, chars: w.text.length }))]),
      );
      let best: IcdarDoc | undefined;
      for (const v of variants) {
        const regions = readRegions(path.join(dir, `${v}-reg.xml`));
        const gtTables = readStructure(path.join(dir, `${v}-str.xml`));
        // the region boxes of -reg.xml place the tables of -str.xml (same table ids and pages)
        const gt: ScoredTable[] = gtTables.map((t) => {
          const r = regions.find((x) => x.table === t.table && x.page === t.page);
          if (!r) throw new Error(`${v}: table ${t.table} on page ${t.page} has no region in -reg.xml`);
          const page = run.pages.find((p) => p.number === t.page);
          const box: Box = page ? { x0: r.x1, y0: page.height - r.y2, x1: r.x2, y1: page.height - r.y1 } : { x0: 0, y0: 0, x1: 0, y1: 0 };
          return { parts: [{ page: t.page, box }], grid: gtGrid(t.cells) };
        });
        const perTable = perTableStructure(gt, ours);
        const pooled = multisetPRF(predicted, gt.flatMap((t) => adjacencyRelations(t.grid)));
        const detection = scoreRegions(regions, run, ours, itemsByPage);
        const docScore: IcdarDoc = {
          name,
          variant: v,
          pages: run.pages.length,
          seconds: run.seconds,
          cpuSeconds: run.cpuSeconds,
          structure: perTable.structure,
          pooled,
          gtTables: gt.length,
          ourTables: ours.length,
          matchedTables: perTable.matches.length,
          regions: detection,
        };
        if (!best || docScore.structure.f1 > best.structure.f1) best = docScore;
      }
      docs.push(best!);
    }
  }
  return { docs, skipped };
}

/**
 * GT regions are per page in PDF coordinates (origin bottom-left); pages are numbered from 1. Our tables are the
 * joined ones (what the user gets): a table joined over two pages is one detection with a part on each page.
 */
function scoreRegions(gt: GtRegion[], run: DocRun, ours: readonly ScoredTable[], itemsByPage: ReadonlyMap<number, CharItem[]>) {
  const heightOf = new Map(run.pages.map((p) => [p.number, p.height]));
  const g = gt
    .filter((r) => heightOf.has(r.page))
    .map((r) => {
      const h = heightOf.get(r.page)!;
      return { page: r.page, box: { x0: r.x1, y0: h - r.y2, x1: r.x2, y1: h - r.y1 } };
    });
  return documentRegionCounts(g, ours.map((t) => t.parts), itemsByPage);
}

// ---------------------------------------------------------------- Camelot and Tabula fixtures

interface FixtureCase {
  set: 'camelot' | 'tabula';
  name: string;
  pdf: string;
  pages: number[] | null;
  areas: ((page: PageModel) => BBox)[] | null;
  columns: number[] | null;
  expected: string[][];
}

interface FixtureScore {
  set: string;
  name: string;
  cells: PRF;
  relations: PRF;
  note?: string;
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

function readExpected(file: string): string[][] {
  const text = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.csv')) return parseCsv(text);
  const json = JSON.parse(text) as unknown;
  // camelot: rows of strings; tabula: [{data: [[{text}]]}]
  if (Array.isArray(json) && json.every((r) => Array.isArray(r))) return json as string[][];
  const tables = (Array.isArray(json) ? json : [json]) as { data: { text: string }[][] }[];
  return tables.flatMap((t) => t.data.map((r) => r.map((c) => c.text)));
}

function camelotCases(): { cases: FixtureCase[]; skipped: string[] } {
  const dir = path.join(corpusDir(), 'camelot');
  const file = path.join(dir, 'CASES.json');
  if (!fs.existsSync(file)) return { cases: [], skipped: [] };
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    test: string;
    pdfs: string[];
    read_pdf_kwargs: Record<string, unknown>[];
    expected: string[];
  }[];
  const cases: FixtureCase[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  for (const c of raw) {
    const expected = c.expected.flatMap((e) => readExpected(path.join(dir, e)));
    c.pdfs.forEach((pdf, i) => {
      const kw = c.read_pdf_kwargs[i] ?? c.read_pdf_kwargs[0] ?? {};
      if (kw.password) {
        skipped.push(`camelot ${c.test.split('::')[1]}: encrypted PDF (Tallysheet refuses password-protected files)`);
        return;
      }
      // camelot areas: "x1,y1,x2,y2" = left-top and right-bottom corners in PDF coordinates (origin bottom-left)
      const areaSpecs = ((kw.table_areas ?? kw.table_regions) as string[] | undefined)?.map((a) => a.split(',').map(Number));
      const columns = (kw.columns as string[] | undefined)?.[0]?.split(',').map(Number) ?? null;
      const key = JSON.stringify([pdf, areaSpecs, columns, c.expected]);
      if (seen.has(key)) return;
      seen.add(key);
      cases.push({
        set: 'camelot',
        name: `${pdf} (${c.expected.map((e) => path.basename(e, '.json')).join(', ')})`,
        pdf: path.join(dir, pdf),
        pages: [1],
        // (the corners are normalised: some camelot tests give them bottom-left / top-right)
        areas: areaSpecs
          ? areaSpecs.map(([x1, y1, x2, y2]) => (p: PageModel) =>
              [Math.min(x1, x2), p.height - Math.max(y1, y2), Math.max(x1, x2), p.height - Math.min(y1, y2)] as BBox)
          : null,
        columns,
        expected,
      });
    });
  }
  return { cases, skipped };
}

function tabulaCases(): FixtureCase[] {
  const dir = path.join(corpusDir(), 'tabula-java');
  const file = path.join(dir, 'CASES.tsv');
  if (!fs.existsSync(file)) return [];
  const [, ...lines] = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const cases: FixtureCase[] = [];
  for (const line of lines) {
    const [pdf, expected, page, area, method] = line.split('\t');
    // tabula areas: "top,left,bottom,right" in points from the top-left corner, or "%..." in percent of the page
    const areas = area
      ? area
          // a parenthesised comment ("(== 0,0,451,212 and …)") is not an area
          .replace(/\(.*$/, '')
          .split(' and ')
          .map((a) => a.trim())
          .map((a) => {
            const pct = a.startsWith('%');
            const [top, left, bottom, right] = a.replace('%', '').split(',').map(Number);
            return (p: PageModel): BBox =>
              pct ? [(left / 100) * p.width, (top / 100) * p.height, (right / 100) * p.width, (bottom / 100) * p.height] : [left, top, right, bottom];
          })
      : null;
    const columns = /columns ([\d.,]+)/.exec(method)?.[1].split(',').filter(Boolean).map(Number) ?? null;
    cases.push({
      set: 'tabula',
      name: `${pdf} (${path.basename(expected)})`,
      pdf: path.join(dir, pdf),
      pages: [Number(page) || 1],
      areas,
      columns,
      expected: readExpected(path.join(dir, expected)),
    });
  }
  return cases;
}

async function fixtures(): Promise<{ scores: FixtureScore[]; skipped: string[]; pages: number; seconds: number; cpuSeconds: number }> {
  const { cases: cam, skipped } = camelotCases();
  const all = [...cam, ...tabulaCases()].filter((c) => !only || c.name.includes(only));
  const scores: FixtureScore[] = [];
  let pages = 0;
  let seconds = 0;
  let cpuSeconds = 0;
  for (const c of all) {
    const run = await runDocument(c.pdf, (page) => {
      if (c.pages && !c.pages.includes(page.number)) return null;
      return { areas: c.areas?.map((a) => a(page)), columns: c.columns ?? undefined };
    });
    pages += run.pages.length;
    seconds += run.seconds;
    cpuSeconds += run.cpuSeconds;
    const predicted = run.perPage.flat();
    const cells = multisetPRF(cellTexts(predicted.map((t) => t.rows)), cellTexts([c.expected]));
    const relations = multisetPRF(predicted.flatMap((t) => adjacencyRelations(t.rows)), adjacencyRelations(c.expected));
    scores.push({ set: c.set, name: c.name, cells, relations });
    if (verbose) console.log(`${c.set} ${c.name}: cells F1 ${cells.f1.toFixed(3)}  relations F1 ${relations.f1.toFixed(3)}`);
  }
  return { scores, skipped, pages, seconds, cpuSeconds };
}

// ---------------------------------------------------------------- report

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const f3 = (x: number) => x.toFixed(3);

/** Loads pdf.js (module compile, worker set-up, standard fonts) once, so per-page times are steady-state costs. */
async function warmUp(): Promise<void> {
  const dir = path.join(corpusDir(), 'icdar2013-table-competition', 'competition-dataset-eu');
  const first = fs.existsSync(dir) ? fs.readdirSync(dir).find((n) => n.endsWith('.pdf')) : undefined;
  if (first) await runDocument(path.join(dir, first));
}

/**
 * Steady-state cost: after the scored passes (which warm the JIT and pdf.js's caches), read and detect every
 * ICDAR page once more, timing only that.
 */
async function warmTiming(): Promise<{ pages: number; seconds: number; cpuSeconds: number }> {
  const base = path.join(corpusDir(), 'icdar2013-table-competition');
  let pages = 0;
  let seconds = 0;
  let cpuSeconds = 0;
  for (const set of ['competition-dataset-eu', 'competition-dataset-us']) {
    const dir = path.join(base, set);
    if (!fs.existsSync(dir)) continue;
    for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.pdf')).sort()) {
      if (only && !f.includes(only)) continue;
      const run = await runDocument(path.join(dir, f));
      pages += run.pages.length;
      seconds += run.seconds;
      cpuSeconds += run.cpuSeconds;
    }
  }
  return { pages, seconds, cpuSeconds };
}

/** Per-document figures (`--verbose`): which document moved. */
function perDocumentTable(docs: readonly IcdarDoc[]): string {
  const head = ['document', 'P', 'R', 'F1', 'pooled F1', 'tables gt/ours/matched', 'regions found/gt'];
  const rows = docs.map((d) => [
    d.variant === d.name ? d.name : `${d.name} (${d.variant})`,
    f3(d.structure.precision),
    f3(d.structure.recall),
    f3(d.structure.f1),
    f3(d.pooled.f1),
    `${d.gtTables}/${d.ourTables}/${d.matchedTables}`,
    `${d.regions.found}/${d.regions.gtRegions}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export default async function runTablesBench(): Promise<{ name: string; table: string; json: unknown }> {
  await warmUp();
  const ic = await icdar();
  const fx = quick ? { scores: [], skipped: ['fixtures and warm timing (--quick)'], pages: 0, seconds: 0, cpuSeconds: 0 } : await fixtures();
  const warm = quick ? { pages: 0, seconds: 0, cpuSeconds: 0 } : await warmTiming();

  const micro = ic.docs.reduce((a, d) => ({ c: a.c + d.structure.correct, p: a.p + d.structure.predicted, e: a.e + d.structure.expected }), { c: 0, p: 0, e: 0 });
  const structureMicro = prf(micro.c, micro.p, micro.e);
  const structureMacro = {
    precision: mean(ic.docs.map((d) => d.structure.precision)),
    recall: mean(ic.docs.map((d) => d.structure.recall)),
    f1: mean(ic.docs.map((d) => d.structure.f1)),
  };
  const pooledSum = ic.docs.reduce((a, d) => ({ c: a.c + d.pooled.correct, p: a.p + d.pooled.predicted, e: a.e + d.pooled.expected }), { c: 0, p: 0, e: 0 });
  const pooledMicro = prf(pooledSum.c, pooledSum.p, pooledSum.e);
  const pooledMacroF1 = mean(ic.docs.map((d) => d.pooled.f1));
  const reg = ic.docs.reduce(
    (a, d) => {
      for (const k of Object.keys(a) as (keyof typeof a)[]) a[k] += d.regions[k];
      return a;
    },
    { inGt: 0, inPred: 0, inBoth: 0, found: 0, gtRegions: 0, predRegions: 0 },
  );
  const charLevel = prf(reg.inBoth, reg.inPred, reg.inGt);
  const regionLevel = prf(reg.found, reg.predRegions, reg.gtRegions);
  const icPages = ic.docs.reduce((a, d) => a + d.pages, 0);
  const icSeconds = ic.docs.reduce((a, d) => a + d.seconds, 0);
  const icCpu = ic.docs.reduce((a, d) => a + d.cpuSeconds, 0);

  const bySet = (set: string) => fx.scores.filter((s) => s.set === set);
  const rows: [string, string, string, string, string][] = [
    ['ICDAR 2013 structure, per table (micro)', f3(structureMicro.precision), f3(structureMicro.recall), f3(structureMicro.f1), `${ic.docs.length} docs, tables matched one-to-one; target F1 ≥ 0.95`],
    ['ICDAR 2013 structure, per table (macro)', f3(structureMacro.precision), f3(structureMacro.recall), f3(structureMacro.f1), 'mean over documents'],
    ['ICDAR 2013 detection (chars)', f3(charLevel.precision), f3(charLevel.recall), f3(charLevel.f1), 'characters inside regions, joined tables'],
    ['ICDAR 2013 detection (regions)', f3(regionLevel.precision), f3(regionLevel.recall), f3(regionLevel.f1), `${reg.found}/${reg.gtRegions} regions found, ${reg.predRegions} tables after joining`],
    ['secondary: structure pooled per doc (micro)', f3(pooledMicro.precision), f3(pooledMicro.recall), f3(pooledMicro.f1), `all relations of a document in one bag; macro F1 ${f3(pooledMacroF1)}`],
  ];
  for (const set of ['camelot', 'tabula']) {
    const s = bySet(set);
    rows.push([
      `${set} fixtures: cells`,
      f3(mean(s.map((x) => x.cells.precision))),
      f3(mean(s.map((x) => x.cells.recall))),
      f3(mean(s.map((x) => x.cells.f1))),
      `${s.length} cases, mean per case`,
    ]);
    rows.push([
      `${set} fixtures: relations`,
      f3(mean(s.map((x) => x.relations.precision))),
      f3(mean(s.map((x) => x.relations.recall))),
      f3(mean(s.map((x) => x.relations.f1))),
      'adjacency relations',
    ]);
  }
  const perPage = icSeconds / Math.max(icPages, 1);
  const fxPerPage = fx.seconds / Math.max(fx.pages, 1);
  const cpuPerPage = icCpu / Math.max(icPages, 1);
  const warmWall = warm.seconds / Math.max(warm.pages, 1);
  const warmCpu = warm.cpuSeconds / Math.max(warm.pages, 1);
  rows.push(['time per page, ICDAR first pass (wall)', '', '', `${perPage.toFixed(4)} s`, `${icPages} pages, open + read + detect`]);
  rows.push(['time per page, ICDAR first pass (CPU)', '', '', `${cpuPerPage.toFixed(4)} s`, 'process CPU time, same span']);
  rows.push(['time per page, ICDAR warm (wall)', '', '', `${warmWall.toFixed(4)} s`, 'second pass, target ≤ 0.02 s']);
  rows.push(['time per page, ICDAR warm (CPU)', '', '', `${warmCpu.toFixed(4)} s`, 'second pass, process CPU time']);
  rows.push(['time per page, fixtures (wall)', '', '', `${fxPerPage.toFixed(4)} s`, `${fx.pages} pages`]);

  const head: [string, string, string, string, string] = ['measure', 'precision', 'recall', 'F1 / value', 'notes'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
  let table = [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
  if (verbose) table += `\n\n${perDocumentTable(ic.docs)}`;
  const skipped = [...ic.skipped, ...fx.skipped];

  return {
    name: 'tables',
    table: skipped.length ? `${table}\nskipped: ${skipped.join('; ')}` : table,
    json: {
      icdar: {
        structureMicro,
        structureMacro,
        detectionChars: charLevel,
        detectionRegions: regionLevel,
        secondsPerPage: perPage,
        cpuSecondsPerPage: cpuPerPage,
        warmSecondsPerPage: warmWall,
        warmCpuSecondsPerPage: warmCpu,
        pages: icPages,
        structurePooledMicro: pooledMicro,
        structurePooledMacroF1: pooledMacroF1,
        documents: ic.docs.map((d) => ({
          name: d.name,
          variant: d.variant,
          pages: d.pages,
          seconds: d.seconds,
          structure: d.structure,
          pooled: d.pooled,
          tables: { groundTruth: d.gtTables, ours: d.ourTables, matched: d.matchedTables },
          regions: d.regions,
        })),
      },
      fixtures: { secondsPerPage: fxPerPage, cases: fx.scores },
      skipped,
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runTablesBench();
  console.log(result.table);
  const out = path.join(here, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'tables.json'), JSON.stringify(result.json, null, 2));
}
