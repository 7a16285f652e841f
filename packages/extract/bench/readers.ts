/**
 * Reader comparison: every text-based PDF of the corpus read by both page readers (pdf.js: src/pdf/document.ts,
 * PDFium: src/pdf/pdfium.ts), page by page, and the two page models compared:
 *
 * - words: a pdf.js word and a PDFium word match when their texts are equal and their boxes overlap (IoU ≥ 0.5);
 *   reported per reader: words, matched, text agreement (multiset overlap of the word texts, ignoring position),
 *   mean and p95 distance of matched boxes' edges; size, bold and direction disagreements among matched words;
 * - rulings: matched when both ends are within 1 pt;
 * - failures: a document one reader opens and the other refuses (with both messages);
 * - time: CPU seconds per page of reading alone (open + every page + close; each reader warmed up on the first
 *   document, which is read again in the timed loop).
 *
 * Accuracy of the whole engine per reader is measured by the invoice and table benchmarks run with the reader
 * switched: `TALLYSHEET_PDF_READER=pdfium node --import tsx bench/run.ts invoices tables`.
 *
 *   node --import tsx bench/readers.ts [--verbose] [--only PATH-SUBSTRING]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openPdf, type PdfReader } from '../src/pdf/index.js';
import type { PageModel, Ruling, Word } from '../src/types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const corpusDir = () => process.env.TALLYSHEET_CORPUS ?? path.resolve(repoRoot, '../shared/corpus');

interface Doc {
  path: string;
  family: string;
}

function corpusDocs(): Doc[] {
  const file = path.join(corpusDir(), 'MANIFEST.tsv');
  if (!fs.existsSync(file)) return [];
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);
  const head = lines[0].split('\t');
  const col = (name: string) => head.indexOf(name);
  return lines
    .slice(1)
    .map((l) => l.split('\t'))
    .filter((c) => c[col('text_based')] === 'yes')
    .map((c) => ({ path: c[col('path')], family: c[col('source')] }));
}

interface ReadResult {
  pages: PageModel[];
  error: string | null;
  cpu: number;
}

async function readAll(data: Uint8Array, reader: PdfReader): Promise<ReadResult> {
  const cpu = process.cpuUsage();
  const pages: PageModel[] = [];
  let error: string | null = null;
  try {
    const doc = await openPdf(data, { reader });
    try {
      for (let n = 1; n <= doc.pages; n++) pages.push(await doc.readPage(n));
    } finally {
      await doc.close();
    }
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  const used = process.cpuUsage(cpu);
  return { pages, error, cpu: (used.user + used.system) / 1e6 };
}

function iou(a: Word, b: Word): number {
  const ix = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const iy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (ix <= 0 || iy <= 0) return 0;
  const inter = ix * iy;
  const area = (w: Word) => Math.max(0, w.x1 - w.x0) * Math.max(0, w.y1 - w.y0);
  return inter / (area(a) + area(b) - inter);
}

interface Tally {
  docs: number;
  pages: number;
  wordsJs: number;
  wordsIum: number;
  matched: number;
  textCommon: number;
  edgeDist: number[];
  sizeDiff: number;
  boldDiff: number;
  dirDiff: number;
  rulingsJs: number;
  rulingsIum: number;
  rulingsMatched: number;
  failJs: number;
  failIum: number;
  cpuJs: number;
  cpuIum: number;
}

const newTally = (): Tally => ({
  docs: 0,
  pages: 0,
  wordsJs: 0,
  wordsIum: 0,
  matched: 0,
  textCommon: 0,
  edgeDist: [],
  sizeDiff: 0,
  boldDiff: 0,
  dirDiff: 0,
  rulingsJs: 0,
  rulingsIum: 0,
  rulingsMatched: 0,
  failJs: 0,
  failIum: 0,
  cpuJs: 0,
  cpuIum: 0,
});

interface PageDiff {
  onlyJs: string[];
  onlyIum: string[];
}

function comparePage(a: PageModel, b: PageModel, t: Tally): PageDiff {
  t.pages++;
  t.wordsJs += a.words.length;
  t.wordsIum += b.words.length;
  // text agreement regardless of position
  const bag = new Map<string, number>();
  for (const w of a.words) bag.set(w.text, (bag.get(w.text) ?? 0) + 1);
  const onlyIum: string[] = [];
  for (const w of b.words) {
    const n = bag.get(w.text) ?? 0;
    if (n > 0) {
      bag.set(w.text, n - 1);
      t.textCommon++;
    } else onlyIum.push(w.text);
  }
  const onlyJs = [...bag].flatMap(([text, n]) => Array<string>(n).fill(text));
  // positional matching: same text, best-overlapping box
  const byText = new Map<string, Word[]>();
  for (const w of b.words) {
    const list = byText.get(w.text);
    if (list) list.push(w);
    else byText.set(w.text, [w]);
  }
  const used = new Set<Word>();
  for (const w of a.words) {
    let best: Word | null = null;
    let bestIou = 0.5;
    for (const c of byText.get(w.text) ?? []) {
      if (used.has(c)) continue;
      const v = iou(w, c);
      if (v >= bestIou) {
        bestIou = v;
        best = c;
      }
    }
    if (!best) continue;
    used.add(best);
    t.matched++;
    t.edgeDist.push(Math.max(Math.abs(w.x0 - best.x0), Math.abs(w.x1 - best.x1), Math.abs(w.y0 - best.y0), Math.abs(w.y1 - best.y1)));
    if (Math.abs(w.size - best.size) > 0.5) t.sizeDiff++;
    if (w.bold !== best.bold) t.boldDiff++;
    if ((w.dir ?? 0) !== (best.dir ?? 0)) t.dirDiff++;
  }
  // rulings
  t.rulingsJs += a.rulings.length;
  t.rulingsIum += b.rulings.length;
  const taken = new Set<Ruling>();
  const near = (r: Ruling, s: Ruling) =>
    Math.abs(r.x0 - s.x0) <= 1 && Math.abs(r.y0 - s.y0) <= 1 && Math.abs(r.x1 - s.x1) <= 1 && Math.abs(r.y1 - s.y1) <= 1;
  for (const r of a.rulings) {
    const s = b.rulings.find((x) => !taken.has(x) && near(r, x));
    if (s) {
      taken.add(s);
      t.rulingsMatched++;
    }
  }
  return { onlyJs, onlyIum };
}

function add(into: Tally, t: Tally): void {
  for (const k of Object.keys(into) as (keyof Tally)[]) {
    if (k === 'edgeDist') into.edgeDist.push(...t.edgeDist);
    else (into[k] as number) += t[k] as number;
  }
}

function quantile(xs: number[], q: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');

export default async function runReaderBench(options: { verbose?: boolean; only?: string } = {}): Promise<{ name: string; table: string; json: unknown }> {
  const docs = corpusDocs().filter((d) => !options.only || d.path.includes(options.only));
  if (!docs.length) {
    const msg = 'reader comparison skipped: corpus not found (set TALLYSHEET_CORPUS or place it at ../shared/corpus)';
    return { name: 'readers', table: msg, json: { skipped: msg } };
  }
  // warm-up: module loading, font initialisation
  const first = new Uint8Array(fs.readFileSync(path.join(corpusDir(), docs[0].path)));
  await readAll(first, 'pdfjs');
  await readAll(first, 'pdfium');

  const families = new Map<string, Tally>();
  const failures: { path: string; pdfjs: string | null; pdfium: string | null }[] = [];
  const worst: { path: string; page: number; onlyJs: string[]; onlyIum: string[] }[] = [];
  for (const d of docs) {
    const data = new Uint8Array(fs.readFileSync(path.join(corpusDir(), d.path)));
    const js = await readAll(data, 'pdfjs');
    const ium = await readAll(data, 'pdfium');
    const t = newTally();
    t.docs = 1;
    t.cpuJs = js.cpu;
    t.cpuIum = ium.cpu;
    if (js.error) t.failJs++;
    if (ium.error) t.failIum++;
    if (js.error || ium.error) failures.push({ path: d.path, pdfjs: js.error, pdfium: ium.error });
    if (!js.error && !ium.error) {
      for (let i = 0; i < Math.min(js.pages.length, ium.pages.length); i++) {
        const diff = comparePage(js.pages[i], ium.pages[i], t);
        if (diff.onlyJs.length + diff.onlyIum.length > 0) worst.push({ path: d.path, page: i + 1, ...diff });
        if (options.verbose && diff.onlyJs.length + diff.onlyIum.length > 0) {
          console.log(`${d.path} p${i + 1}: only pdf.js ${diff.onlyJs.length} [${diff.onlyJs.slice(0, 12).join(' | ')}]  only PDFium ${diff.onlyIum.length} [${diff.onlyIum.slice(0, 12).join(' | ')}]`);
        }
      }
    } else {
      // pages are only counted for the timing
      t.pages = Math.max(js.pages.length, ium.pages.length);
    }
    const fam = families.get(d.family) ?? newTally();
    add(fam, t);
    families.set(d.family, fam);
  }
  const total = newTally();
  for (const t of families.values()) add(total, t);

  const head = ['family', 'docs', 'pages', 'words js/ium', 'text agree', 'box match', 'edge p50/p95', 'size/bold/dir diff', 'rulings js/ium', 'rul match', 'fail js/ium', 'CPU s/page js', 'CPU s/page ium'];
  const rowOf = (name: string, t: Tally) => [
    name,
    String(t.docs),
    String(t.pages),
    `${t.wordsJs}/${t.wordsIum}`,
    pct(2 * t.textCommon, t.wordsJs + t.wordsIum),
    pct(2 * t.matched, t.wordsJs + t.wordsIum),
    `${quantile(t.edgeDist, 0.5).toFixed(2)}/${quantile(t.edgeDist, 0.95).toFixed(2)}`,
    `${t.sizeDiff}/${t.boldDiff}/${t.dirDiff}`,
    `${t.rulingsJs}/${t.rulingsIum}`,
    pct(2 * t.rulingsMatched, t.rulingsJs + t.rulingsIum),
    `${t.failJs}/${t.failIum}`,
    t.pages ? (t.cpuJs / t.pages).toFixed(4) : '-',
    t.pages ? (t.cpuIum / t.pages).toFixed(4) : '-',
  ];
  const rows = [...[...families].sort(([a], [b]) => a.localeCompare(b)).map(([f, t]) => rowOf(f, t)), rowOf('ALL', total)];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const out = [
    'Reader comparison, pdf.js vs PDFium (text agree / box match / rul match: Dice overlap of the two readers\' words or rulings; edge = max edge distance of matched word boxes, pt)',
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
  ];
  for (const f of failures) out.push(`failure: ${f.path}: pdf.js ${f.pdfjs ?? 'ok'}; PDFium ${f.pdfium ?? 'ok'}`);
  const biggest = [...worst].sort((a, b) => b.onlyJs.length + b.onlyIum.length - (a.onlyJs.length + a.onlyIum.length)).slice(0, 8);
  for (const w of biggest) {
    out.push(`most different: ${w.path} p${w.page}: only pdf.js ${w.onlyJs.length} [${w.onlyJs.slice(0, 6).join(' | ')}], only PDFium ${w.onlyIum.length} [${w.onlyIum.slice(0, 6).join(' | ')}]`);
  }
  const summary = (t: Tally) => ({ ...t, edgeDist: undefined, edgeP50: quantile(t.edgeDist, 0.5), edgeP95: quantile(t.edgeDist, 0.95) });
  return {
    name: 'readers',
    table: out.join('\n'),
    json: { total: summary(total), families: Object.fromEntries([...families].map(([f, t]) => [f, summary(t)])), failures, mostDifferent: biggest },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  const r = await runReaderBench({ verbose: args.includes('--verbose'), only });
  console.log(r.table);
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(path.join(here, 'results', 'readers.json'), JSON.stringify(r.json, null, 2));
}
