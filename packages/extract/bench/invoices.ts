/**
 * Invoice-accuracy benchmark (layout-only mode) on ../shared/corpus. Scoring rules: bench/README.md, "Invoices".
 * Runs alone: `npx tsx bench/invoices.ts [--verbose] [--only SUBSTRING]` from packages/extract.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readEInvoice } from '../src/einvoice/index.js';
import { compactVatId, normKey } from '../src/invoice/labels.js';
import { bicValid, ibanValid } from '../src/invoice/payment.js';
import { understandInvoice } from '../src/invoice/understand.js';
import { openPdf } from '../src/pdf/index.js';
import type { InvoiceData, LineItem, PageModel } from '../src/types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

export function corpusDir(): string {
  return process.env.TALLYSHEET_CORPUS ?? path.resolve(repoRoot, '../shared/corpus');
}

export const FIELDS = [
  'number',
  'issueDate',
  'dueDate',
  'currency',
  'seller.name',
  'seller.vatId',
  'buyer.name',
  'buyer.vatId',
  'net',
  'tax',
  'gross',
  'due',
] as const;
export type FieldName = (typeof FIELDS)[number];

/** Ground truth: the parts of InvoiceData the source states (absent = not scored). */
export interface Truth {
  fields: Partial<Record<FieldName, string | number>>;
  /** null = the source has no line items (not scored) */
  lines: Array<Partial<LineItem>> | null;
  /** amounts may carry either sign (credit notes) */
  eitherSign: boolean;
}

interface ManifestRow {
  path: string;
  groundTruth: string;
  family: string;
  textBased: boolean;
  gtFormat: string;
  gtLineItems: number;
}

export function readManifest(dir = corpusDir()): ManifestRow[] {
  const text = fs.readFileSync(path.join(dir, 'MANIFEST.tsv'), 'utf8');
  const [head, ...rows] = text.split('\n').filter(Boolean);
  const cols = head!.split('\t');
  const at = (r: string[], name: string) => r[cols.indexOf(name)] ?? '';
  return rows.map((line) => {
    const r = line.split('\t');
    return {
      path: at(r, 'path'),
      groundTruth: at(r, 'ground_truth'),
      family: at(r, 'family'),
      textBased: at(r, 'text_based') === 'yes',
      gtFormat: at(r, 'gt_format'),
      gtLineItems: Number(at(r, 'gt_line_items') || 0),
    };
  });
}

/** The rows this benchmark scores: text-based invoices whose ground truth is e-invoice XML or invoice2data JSON. */
export function invoiceRows(dir = corpusDir()): ManifestRow[] {
  return readManifest(dir).filter(
    (r) => r.textBased && (/^(CII|UBL)/.test(r.gtFormat) || /invoice2data/.test(r.gtFormat)) && /\.(xml|json)$/.test(r.groundTruth),
  );
}

function isCreditNote(xml: string): boolean {
  return /<(?:\w+:)?CreditNote[\s>]/.test(xml) || /<(?:\w+:)?TypeCode>381</.test(xml);
}

export function truthFromInvoice(inv: InvoiceData, eitherSign: boolean): Truth {
  const f: Truth['fields'] = {};
  const put = (k: FieldName, v: string | number | null | undefined) => {
    if (v !== null && v !== undefined && v !== '') f[k] = v;
  };
  put('number', inv.number);
  put('issueDate', inv.issueDate);
  put('dueDate', inv.dueDate);
  put('currency', inv.currency);
  put('seller.name', inv.seller.name);
  put('seller.vatId', inv.seller.vatId);
  put('buyer.name', inv.buyer.name);
  put('buyer.vatId', inv.buyer.vatId);
  put('net', inv.totals.net);
  put('tax', inv.totals.tax);
  put('gross', inv.totals.gross);
  put('due', inv.totals.due);
  // free-text rows (quantity 0 and amount 0, or nothing but a text) are not items
  const lines = inv.lineItems.filter((l) => !((l.quantity ?? 0) === 0 && (l.amount ?? 0) === 0 && (l.unitPrice ?? 0) === 0));
  return { fields: f, lines: lines.length ? lines : null, eitherSign };
}

function num(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(String(v).replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** invoice2data expected output → Truth (issuer/partner_name = seller; vat = seller VAT id). */
export function truthFromInvoice2data(json: unknown): Truth {
  const o = (Array.isArray(json) ? json[0] : json) as Record<string, unknown>;
  const f: Truth['fields'] = {};
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const set = (k: FieldName, v: string | number | null) => {
    if (v !== null) f[k] = v;
  };
  set('number', str(o.invoice_number));
  set('issueDate', str(o.date)?.slice(0, 10) ?? null);
  set('dueDate', str(o.date_due)?.slice(0, 10) ?? null);
  set('currency', str(o.currency));
  set('seller.name', str(o.partner_name) ?? str(o.issuer));
  set('seller.vatId', str(o.vat) ?? str(o.static_vat));
  set('net', num(o.amount_untaxed));
  set('tax', num(o.amount_tax));
  set('gross', num(o.amount));
  const lines = Array.isArray(o.lines)
    ? (o.lines as Array<Record<string, unknown>>)
        .filter((l) => l.price_unit !== undefined || l.price !== undefined || l.price_subtotal !== undefined || l.qty !== undefined)
        .map((l) => ({
          description: str(l.name) ?? str(l.desc),
          quantity: num(l.qty),
          unitPrice: num(l.price_unit ?? l.price),
          amount: num(l.price_subtotal),
          taxRate: num(l.line_tax_percent ?? l.taxpercent),
        }))
    : null;
  return { fields: f, lines: lines && lines.length ? lines : null, eitherSign: false };
}

export function loadTruth(dir: string, row: ManifestRow): Truth {
  const file = path.join(dir, row.groundTruth.split(';')[0]!);
  const text = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.json')) return truthFromInvoice2data(JSON.parse(text));
  return truthFromInvoice(readEInvoice(text), isCreditNote(text));
}

// ------------------------------------------------------------------ comparisons

/** Names: folded, punctuation and whitespace removed (PDF text layers split words at kerning pairs). */
function nameKey(s: string): string {
  return normKey(s).replace(/\s+/g, '');
}

function amountEq(a: number, b: number, eitherSign: boolean): boolean {
  return Math.abs(a - b) <= 0.01 + 1e-9 || (eitherSign && Math.abs(Math.abs(a) - Math.abs(b)) <= 0.01 + 1e-9);
}

export function predictedField(inv: InvoiceData, k: FieldName): string | number | null {
  switch (k) {
    case 'seller.name':
      return inv.seller.name;
    case 'seller.vatId':
      return inv.seller.vatId;
    case 'buyer.name':
      return inv.buyer.name;
    case 'buyer.vatId':
      return inv.buyer.vatId;
    case 'net':
    case 'tax':
    case 'gross':
    case 'due':
      return inv.totals[k];
    default:
      return inv[k];
  }
}

export function fieldCorrect(k: FieldName, truth: string | number, got: string | number | null, eitherSign: boolean): boolean {
  if (got === null || got === undefined) return false;
  switch (k) {
    case 'net':
    case 'tax':
    case 'gross':
    case 'due':
      return typeof got === 'number' && amountEq(got, Number(truth), eitherSign);
    case 'issueDate':
    case 'dueDate':
      return String(got) === String(truth);
    case 'currency':
      return String(got).toUpperCase() === String(truth).toUpperCase();
    case 'seller.vatId':
    case 'buyer.vatId':
    {
      // a truth without its country prefix (Norwegian EHF writes "123456789MVA") equals the prefixed form
      const g = compactVatId(String(got));
      const t = compactVatId(String(truth));
      const bare = (v: string) => (/^[A-Z]{2}\d/.test(v) ? v.slice(2) : v);
      return g === t || (/^\d/.test(t) && bare(g) === t) || (/^\d/.test(g) && bare(t) === g);
    }
    case 'number':
      return String(got).toUpperCase().replace(/[^\p{L}\p{N}]/gu, '') === String(truth).toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');
    default:
      return nameKey(String(got)) === nameKey(String(truth));
  }
}

function tokens(s: string | null | undefined): string[] {
  return s ? normKey(s).split(' ').filter((t) => t.length > 0) : [];
}

/**
 * Overlap coefficient of the two descriptions' word sets: shared words / words of the shorter one. Extra attribute text
 * on either side (article numbers printed under the name, GTINs in the XML name) does not hurt; a different item does.
 */
export function descriptionSimilarity(truth: string | null | undefined, got: string | null | undefined): number {
  const t = new Set(tokens(truth));
  if (!t.size) return 1;
  const g = new Set(tokens(got));
  if (!g.size) return 0;
  let shared = 0;
  for (const w of t) if (g.has(w)) shared++;
  return shared / Math.min(t.size, g.size);
}

/** Does predicted line `p` match truth line `t`? (rules in bench/README.md) */
export function linesMatch(t: Partial<LineItem>, p: LineItem, eitherSign: boolean): boolean {
  if (t.amount !== null && t.amount !== undefined) {
    if (p.amount === null || !amountEq(p.amount, t.amount, eitherSign)) return false;
  } else if (t.unitPrice !== null && t.unitPrice !== undefined) {
    const ok = [p.unitPrice, p.amount].some((v) => v !== null && amountEq(v, t.unitPrice!, eitherSign));
    if (!ok) return false;
  } else if (t.quantity !== null && t.quantity !== undefined) {
    if (p.quantity === null || !amountEq(p.quantity, t.quantity, eitherSign)) return false;
  }
  return descriptionSimilarity(t.description, p.description) >= 0.5;
}

/** Greedy one-to-one matching (rules in bench/README.md): the [truth index, predicted index] pairs matched. */
export function matchLinePairs(truth: Array<Partial<LineItem>>, pred: LineItem[], eitherSign: boolean): Array<[number, number]> {
  const used = new Set<number>();
  const pairs: Array<[number, number]> = [];
  truth.forEach((t, ti) => {
    let bestIdx = -1;
    let bestSim = -1;
    pred.forEach((p, i) => {
      if (used.has(i) || !linesMatch(t, p, eitherSign)) return;
      const sim = descriptionSimilarity(t.description, p.description);
      if (sim > bestSim) {
        bestSim = sim;
        bestIdx = i;
      }
    });
    if (bestIdx >= 0) {
      used.add(bestIdx);
      pairs.push([ti, bestIdx]);
    }
  });
  return pairs;
}

export function matchLines(truth: Array<Partial<LineItem>>, pred: LineItem[], eitherSign: boolean): number {
  return matchLinePairs(truth, pred, eitherSign).length;
}

// ------------------------------------------------------------------ line attributes

export const ATTRS = ['description', 'quantity', 'unit', 'unitPrice', 'taxRate'] as const;
export type AttrName = (typeof ATTRS)[number];

/**
 * UN/ECE Rec. 20 unit codes → the printed unit words that mean the same (normalised: folded, no punctuation). Codes not
 * listed are not scored. "Piece" codes (C62 "one", H87 piece, XPP/EA) are the default unit most layouts do not print, so
 * a line without a printed unit is not scored against them (see bench/README.md).
 */
const UNIT_WORDS: Record<string, readonly string[]> = {
  piece: ['stk', 'st', 'stck', 'stuck', 'stueck', 'pcs', 'pc', 'piece', 'pieces', 'ea', 'each', 'unit', 'units', 'x', 'pce', 'pz', 'pzs', 'pezzi', 'pieza', 'piezas', 'uds', 'ud', 'u', 'un', 'unite', 'unites', 'stuks', 'stk', 'kpl', 'pcs', 'szt', 'c62', 'h87', 'xpp', 'ea'],
  hour: ['h', 'hr', 'hrs', 'hour', 'hours', 'std', 'stunde', 'stunden', 'std.', 'heure', 'heures', 'hora', 'horas', 'ora', 'ore', 'uur', 'timer', 'time', 't', 'tim', 'godz', 'hur'],
  day: ['d', 'day', 'days', 'tag', 'tage', 'jour', 'jours', 'dia', 'dias', 'giorno', 'giorni', 'dag', 'dagen', 'dager', 'dzien', 'dni'],
  month: ['mon', 'month', 'months', 'monat', 'monate', 'mois', 'mes', 'meses', 'mese', 'mesi', 'maand', 'maanden', 'mnd', 'maned', 'mc'],
  year: ['ann', 'year', 'years', 'jahr', 'jahre', 'an', 'ans', 'annee', 'ano', 'anno', 'jaar', 'ar'],
  kg: ['kg', 'kgm', 'kilo', 'kilogram', 'kilogramm'],
  m: ['m', 'mtr', 'meter', 'metre', 'metro', 'metri'],
  m2: ['m2', 'mtk', 'qm', 'sqm'],
  l: ['l', 'ltr', 'liter', 'litre', 'litro', 'litri'],
  km: ['km', 'kmt'],
  lump: ['ls', 'pauschal', 'psch', 'pausch', 'lump sum', 'forfait', 'pauschale', 'lumpsum'],
  set: ['set', 'sets', 'satz'],
};
const UNIT_CODE: Record<string, keyof typeof UNIT_WORDS> = {
  C62: 'piece', H87: 'piece', XPP: 'piece', EA: 'piece', PCE: 'piece', NAR: 'piece', XPC: 'piece',
  HUR: 'hour', DAY: 'day', MON: 'month', ANN: 'year', KGM: 'kg', MTR: 'm', MTK: 'm2', LTR: 'l', KMT: 'km', LS: 'lump',
  SET: 'set',
};
const PIECE_CLASS = 'piece';

function unitClass(printed: string): string | null {
  const k = normKey(printed.normalize('NFKC')).replace(/\s+/g, ' ').trim();
  for (const [cls, words] of Object.entries(UNIT_WORDS)) if (words.includes(k) || words.includes(k.replace(/\s+/g, ''))) return cls;
  return null;
}

/** A scored attribute of a matched line: null = not scored (rules in bench/README.md). */
export function attrCorrect(a: AttrName, t: Partial<LineItem>, p: LineItem, eitherSign: boolean): boolean | null {
  const numEq = (tv: number | null | undefined, pv: number | null, tol: number) => {
    if (tv === null || tv === undefined) return null;
    if (pv === null || pv === undefined) return false;
    return Math.abs(pv - tv) <= tol + 1e-9 || (eitherSign && Math.abs(Math.abs(pv) - Math.abs(tv)) <= tol + 1e-9);
  };
  switch (a) {
    case 'quantity':
      return numEq(t.quantity, p.quantity, 0.001);
    case 'unitPrice':
      return numEq(t.unitPrice, p.unitPrice, 0.01);
    case 'taxRate':
      return numEq(t.taxRate, p.taxRate, 0.01);
    case 'description': {
      if (!t.description || !nameKey(t.description)) return null;
      if (!p.description) return false;
      const tk = nameKey(t.description);
      const pk = nameKey(p.description);
      return pk === tk || pk.includes(tk);
    }
    case 'unit': {
      if (!t.unit) return null;
      const cls = UNIT_CODE[t.unit.toUpperCase()];
      if (!cls) return null;
      if (!p.unit) return cls === PIECE_CLASS ? null : false;
      // the engine's Rec 20 code for what it read (what the workbook shows as the unit's name), else the printed word
      const coded = p.unitCode ? UNIT_CODE[p.unitCode.toUpperCase()] : undefined;
      return (coded ?? unitClass(p.unit)) === cls;
    }
  }
}

// ------------------------------------------------------------------ one document

export interface DocScore {
  fields: Array<{ field: FieldName; truth: string | number; got: string | number | null; ok: boolean }>;
  lines: { truth: number; predicted: number; matched: number } | null;
  /** per attribute over the matched lines: scored / correct (absent when the truth has no lines) */
  attrs?: Partial<Record<AttrName, { scored: number; correct: number }>>;
  attrMisses: string[];
}

/** Scores one extracted invoice against its truth by the rules in bench/README.md (fields, lines, line attributes). */
export function scoreDocument(truth: Truth, inv: InvoiceData): DocScore {
  const out: DocScore = { fields: [], lines: null, attrMisses: [] };
  for (const k of FIELDS) {
    const t = truth.fields[k];
    if (t === undefined) continue;
    const got = predictedField(inv, k);
    out.fields.push({ field: k, truth: t, got, ok: fieldCorrect(k, t, got, truth.eitherSign) });
  }
  if (truth.lines) {
    const pairs = matchLinePairs(truth.lines, inv.lineItems, truth.eitherSign);
    out.lines = { truth: truth.lines.length, predicted: inv.lineItems.length, matched: pairs.length };
    const attrs: NonNullable<DocScore['attrs']> = {};
    out.attrs = attrs;
    for (const [ti, pi] of pairs) {
      const t = truth.lines[ti]!;
      const p = inv.lineItems[pi]!;
      for (const a of ATTRS) {
        const ok = attrCorrect(a, t, p, truth.eitherSign);
        if (ok === null) continue;
        const s = (attrs[a] ??= { scored: 0, correct: 0 });
        s.scored++;
        if (ok) s.correct++;
        else out.attrMisses.push(`${a}: truth=${JSON.stringify(t[a])} got=${JSON.stringify(p[a])}  [${(t.description ?? '').slice(0, 40)}]`);
      }
    }
  }
  return out;
}

// ------------------------------------------------------------------ payment and reference fields (issue #14)
// Scored on the documents whose ground truth is e-invoice XML that states the field AND whose page text prints it
// (an IBAN only in the XML is not a layout miss). Printed = the compact value occurs in the compact page text
// (terms: ≥ 90 % of its words occur on the pages). Correct: IBAN/BIC/order and buyer reference equal after removing
// spaces and punctuation (a BIC's "XXX" branch is optional); terms cover ≥ 80 % of the truth's words in at most twice
// as many. A reference equal to the document's own number is not scored: the XML copies the invoice number into the
// reference and the page prints it only as the invoice number, so it is not a reference printed on the page.

export const PAYMENT_FIELDS = ['iban', 'bic', 'orderReference', 'buyerReference', 'terms'] as const;
export type PaymentFieldName = (typeof PAYMENT_FIELDS)[number];

function paymentValue(inv: InvoiceData, k: PaymentFieldName): string | null {
  if (k === 'orderReference') return inv.orderReference ?? null;
  if (k === 'buyerReference') return inv.buyerReference ?? null;
  return inv.payment?.[k] ?? null;
}

/** A reference field whose truth is the document's own number (see above). */
export function referenceIsNumber(k: PaymentFieldName, truth: string, number: string | null): boolean {
  return (k === 'orderReference' || k === 'buyerReference') && !!number && compactText(truth) === compactText(number);
}

const compactText = (s: string) => s.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');
const bicKey = (s: string) => compactText(s).replace(/XXX$/, '');

function coverage(truth: string, got: string | Set<string>): number {
  const t = new Set(tokens(truth));
  if (!t.size) return 0;
  const g = typeof got === 'string' ? new Set(tokens(got)) : got;
  let n = 0;
  for (const w of t) if (g.has(w)) n++;
  return n / t.size;
}

/** Is the truth's value printed on the pages (`page`: the document's text)? */
export function paymentPrinted(k: PaymentFieldName, truth: string, page: { compact: string; words: Set<string> }): boolean {
  if (k === 'terms') return coverage(truth, page.words) >= 0.9;
  // the layout rule accepts only a real IBAN (mod-97) and a well-formed BIC: specimen values that fail their own check
  // ("DE1212344321987600") are not scored; a national account number (Norwegian EHF) is scored against the IBAN's BBAN
  if (k === 'iban' && !ibanValid(truth) && !/^\d{8,30}$/.test(compactText(truth))) return false;
  if (k === 'bic' && !bicValid(truth)) return false;
  const key = k === 'bic' ? bicKey(truth) : compactText(truth);
  return key.length >= 3 && page.compact.includes(key);
}

export function paymentCorrect(k: PaymentFieldName, truth: string, got: string | null): boolean {
  if (!got) return false;
  if (k === 'bic') return bicKey(got) === bicKey(truth);
  if (k === 'terms') return coverage(truth, got) >= 0.8 && tokens(got).length <= 2 * Math.max(1, tokens(truth).length);
  if (k === 'iban' && /^\d+$/.test(compactText(truth))) return compactText(got).slice(4) === compactText(truth);
  return compactText(got) === compactText(truth);
}

async function pageText(data: Uint8Array): Promise<{ compact: string; words: Set<string> }> {
  const pdf = await openPdf(data);
  try {
    const parts: string[] = [];
    for (let i = 1; i <= pdf.pages; i++) parts.push((await pdf.readPage(i)).words.map((w) => w.text).join(' '));
    const text = parts.join(' ');
    return { compact: compactText(text), words: new Set(tokens(text)) };
  } finally {
    await pdf.close();
  }
}

interface PaymentDoc {
  family: string;
  path: string;
  fields: Array<{ field: PaymentFieldName; truth: string; got: string | null; ok: boolean }>;
}

async function scorePaymentDoc(dir: string, row: ManifestRow, data: Uint8Array, inv: InvoiceData): Promise<PaymentDoc | null> {
  if (!/\.xml$/.test(row.groundTruth.split(';')[0]!)) return null;
  const truthInv = readEInvoice(fs.readFileSync(path.join(dir, row.groundTruth.split(';')[0]!), 'utf8'));
  const stated = PAYMENT_FIELDS.filter((k) => paymentValue(truthInv, k));
  if (!stated.length) return null;
  const page = await pageText(data);
  const fields = stated
    .map((k) => ({ k, t: paymentValue(truthInv, k)! }))
    .filter(({ k, t }) => paymentPrinted(k, t, page) && !referenceIsNumber(k, t, truthInv.number))
    .map(({ k, t }) => ({ field: k, truth: t, got: paymentValue(inv, k), ok: paymentCorrect(k, t, paymentValue(inv, k)) }));
  return fields.length ? { family: row.family, path: row.path, fields } : null;
}

function paymentSummary(docs: PaymentDoc[], verbose: boolean): { table: string; json: unknown } {
  const out: string[] = ['payment and reference fields (XML truth printed on the page; micro over documents / macro over families):'];
  const json: Record<string, unknown> = {};
  for (const k of PAYMENT_FIELDS) {
    const all = docs.flatMap((d) => d.fields.filter((f) => f.field === k).map((f) => ({ ...f, family: d.family, path: d.path })));
    const fams = [...new Set(all.map((f) => f.family))].map((fam) => all.filter((f) => f.family === fam));
    const micro = all.length ? all.filter((f) => f.ok).length / all.length : null;
    const macro = fams.length ? fams.reduce((s, l) => s + l.filter((f) => f.ok).length / l.length, 0) / fams.length : null;
    out.push(`  ${k.padEnd(15)} ${String(all.length).padStart(4)}  ${micro === null ? '-' : pct(micro)}  / ${macro === null ? '-' : pct(macro)}  (${fams.length} families)`);
    if (verbose) for (const f of all.filter((x) => !x.ok)) out.push(`     ✗ ${f.path}: truth=${JSON.stringify(f.truth)} got=${JSON.stringify(f.got)}`);
    json[k] = { scored: all.length, micro, macro, families: fams.length, misses: all.filter((f) => !f.ok).map((f) => ({ path: f.path, truth: f.truth, got: f.got })) };
  }
  return { table: out.join('\n'), json };
}

// ------------------------------------------------------------------ running

export type Pipeline = (data: Uint8Array) => Promise<InvoiceData>;

async function ownPipeline(data: Uint8Array): Promise<InvoiceData> {
  const pdf = await openPdf(data);
  try {
    const pages: PageModel[] = [];
    for (let i = 1; i <= pdf.pages; i++) pages.push(await pdf.readPage(i));
    return understandInvoice(pages);
  } finally {
    await pdf.close();
  }
}

/** The orchestrator `extract(pdf, {layoutOnly: true})` when src/extract.ts exists, else the invoice pipeline directly. */
export async function pipeline(): Promise<{ run: Pipeline; via: string }> {
  const file = path.resolve(here, '../src/extract.ts');
  if (fs.existsSync(file)) {
    try {
      const mod = (await import(pathToFileURL(file).href)) as {
        extract?: (d: Uint8Array, o: { layoutOnly: boolean }) => Promise<{ invoice: InvoiceData }>;
      };
      if (typeof mod.extract === 'function') {
        const extract = mod.extract;
        return { run: async (d) => (await extract(d, { layoutOnly: true })).invoice, via: 'extract(pdf, {layoutOnly: true})' };
      }
    } catch {
      // fall through to the invoice pipeline
    }
  }
  return { run: ownPipeline, via: 'openPdf + understandInvoice' };
}

interface DocResult {
  path: string;
  family: string;
  fields: Array<{ field: FieldName; truth: string | number; got: string | number | null; ok: boolean }>;
  lines: { truth: number; predicted: number; matched: number } | null;
  /** per attribute over the matched lines: scored / correct */
  attrs?: Partial<Record<AttrName, { scored: number; correct: number }>>;
  error?: string;
}

function pct(n: number): string {
  return `${(n * 100).toFixed(1)}%`;
}

export function f1(p: number, r: number): number {
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

export default async function runInvoiceBench(
  opts: { verbose?: boolean; only?: string } = {},
): Promise<{ name: string; table: string; json: unknown }> {
  const dir = corpusDir();
  if (!fs.existsSync(path.join(dir, 'MANIFEST.tsv'))) {
    const msg = `invoice benchmark skipped: no corpus at ${dir} (set TALLYSHEET_CORPUS)`;
    return { name: 'invoices', table: msg, json: { skipped: msg } };
  }
  const { run, via } = await pipeline();
  const rows = invoiceRows(dir).filter((r) => !opts.only || r.path.includes(opts.only));
  const results: DocResult[] = [];
  const paymentDocs: PaymentDoc[] = [];
  for (const row of rows) {
    const res: DocResult = { path: row.path, family: row.family, fields: [], lines: null };
    try {
      const truth = loadTruth(dir, row);
      const data = new Uint8Array(fs.readFileSync(path.join(dir, row.path)));
      const inv = await run(data.slice());
      const pay = await scorePaymentDoc(dir, row, data, inv);
      if (pay) paymentDocs.push(pay);
      const scored = scoreDocument(truth, inv);
      res.fields = scored.fields;
      res.lines = scored.lines;
      if (scored.attrs) res.attrs = scored.attrs;
      const attrMisses = scored.attrMisses;
      if (opts.verbose) {
        const bad = res.fields.filter((f) => !f.ok);
        console.log(`${row.path} [${row.family}]`);
        for (const b of bad) console.log(`   ✗ ${b.field}: truth=${JSON.stringify(b.truth)} got=${JSON.stringify(b.got)}`);
        if (res.lines && res.lines.matched < Math.max(res.lines.truth, res.lines.predicted)) {
          console.log(`   lines: truth ${res.lines.truth}, predicted ${res.lines.predicted}, matched ${res.lines.matched}`);
          for (const l of truth.lines ?? []) console.log(`     T ${JSON.stringify(l)}`);
          for (const l of inv.lineItems) console.log(`     P ${JSON.stringify(l)}`);
        }
        for (const m of attrMisses) console.log(`   ≠ ${m}`);
      }
    } catch (e) {
      res.error = (e as Error).message;
      if (opts.verbose) console.log(`${row.path}: ERROR ${res.error}`);
    }
    results.push(res);
  }

  // per family
  const families = [...new Set(results.map((r) => r.family))].sort();
  const perFamily = families.map((family) => {
    const docs = results.filter((r) => r.family === family);
    const fields = docs.flatMap((d) => d.fields);
    // a document that failed to process scores 0 on the fields its truth states — approximated by counting it as
    // one wrong field per FIELDS entry would be arbitrary, so errors are listed and counted in `errors`
    const correct = fields.filter((f) => f.ok).length;
    const lineDocs = docs.filter((d) => d.lines);
    const truthLines = lineDocs.reduce((s, d) => s + d.lines!.truth, 0);
    const predLines = lineDocs.reduce((s, d) => s + d.lines!.predicted, 0);
    const matched = lineDocs.reduce((s, d) => s + d.lines!.matched, 0);
    const precision = predLines ? matched / predLines : truthLines ? 0 : 1;
    const recall = truthLines ? matched / truthLines : 1;
    return {
      family,
      docs: docs.length,
      errors: docs.filter((d) => d.error).length,
      fieldsScored: fields.length,
      fieldAccuracy: fields.length ? correct / fields.length : null,
      lines: lineDocs.length ? { truth: truthLines, predicted: predLines, matched, precision, recall, f1: f1(precision, recall) } : null,
    };
  });
  const scoredF = perFamily.filter((f) => f.fieldAccuracy !== null);
  const macroField = scoredF.reduce((s, f) => s + f.fieldAccuracy!, 0) / Math.max(1, scoredF.length);
  const scoredL = perFamily.filter((f) => f.lines);
  const macroP = scoredL.reduce((s, f) => s + f.lines!.precision, 0) / Math.max(1, scoredL.length);
  const macroR = scoredL.reduce((s, f) => s + f.lines!.recall, 0) / Math.max(1, scoredL.length);
  const macroF1 = scoredL.reduce((s, f) => s + f.lines!.f1, 0) / Math.max(1, scoredL.length);
  const perField = FIELDS.map((k) => {
    const all = results.flatMap((r) => r.fields.filter((f) => f.field === k));
    // macro over families for this field
    const fams = families
      .map((fam) => results.filter((r) => r.family === fam).flatMap((r) => r.fields.filter((f) => f.field === k)))
      .filter((l) => l.length);
    const macro = fams.reduce((s, l) => s + l.filter((f) => f.ok).length / l.length, 0) / Math.max(1, fams.length);
    return { field: k, scored: all.length, accuracy: all.length ? all.filter((f) => f.ok).length / all.length : null, macro: fams.length ? macro : null };
  });

  // line attributes over the matched lines: micro over lines, macro over families that have scored ones
  const perAttr = ATTRS.map((a) => {
    const sum = (docs: DocResult[]) =>
      docs.reduce((acc, d) => ({ scored: acc.scored + (d.attrs?.[a]?.scored ?? 0), correct: acc.correct + (d.attrs?.[a]?.correct ?? 0) }), { scored: 0, correct: 0 });
    const all = sum(results);
    const fams = families.map((fam) => sum(results.filter((r) => r.family === fam))).filter((x) => x.scored > 0);
    const macro = fams.length ? fams.reduce((s, x) => s + x.correct / x.scored, 0) / fams.length : null;
    return { attribute: a, scored: all.scored, correct: all.correct, accuracy: all.scored ? all.correct / all.scored : null, macro, families: fams.length };
  });

  const w = Math.max(...families.map((f) => f.length), 8);
  const out: string[] = [];
  out.push(`Invoices (layout-only, ${results.length} PDFs, ${families.length} families, via ${via})`);
  out.push(`${'family'.padEnd(w)}  docs  fields  field-acc  lines(T/P/M)   line-P  line-R  line-F1`);
  for (const f of perFamily) {
    const l = f.lines;
    out.push(
      `${f.family.padEnd(w)}  ${String(f.docs).padStart(4)}  ${String(f.fieldsScored).padStart(6)}  ${(f.fieldAccuracy === null ? '-' : pct(f.fieldAccuracy)).padStart(9)}  ${(l ? `${l.truth}/${l.predicted}/${l.matched}` : '-').padEnd(13)}  ${(l ? pct(l.precision) : '-').padStart(6)}  ${(l ? pct(l.recall) : '-').padStart(6)}  ${(l ? l.f1.toFixed(3) : '-').padStart(7)}${f.errors ? `  (${f.errors} error)` : ''}`,
    );
  }
  out.push(
    `${'MACRO'.padEnd(w)}  ${String(results.length).padStart(4)}  ${String(perFamily.reduce((s, f) => s + f.fieldsScored, 0)).padStart(6)}  ${pct(macroField).padStart(9)}  ${''.padEnd(13)}  ${pct(macroP).padStart(6)}  ${pct(macroR).padStart(6)}  ${macroF1.toFixed(3).padStart(7)}`,
  );
  out.push('');
  out.push('per field (micro over documents / macro over families):');
  for (const f of perField) {
    out.push(`  ${f.field.padEnd(13)} ${String(f.scored).padStart(4)}  ${f.accuracy === null ? '-' : pct(f.accuracy)}  / ${f.macro === null ? '-' : pct(f.macro)}`);
  }
  out.push('');
  out.push('line attributes of matched lines (scored lines, micro over lines / macro over families):');
  for (const a of perAttr) {
    out.push(`  ${a.attribute.padEnd(13)} ${String(a.scored).padStart(4)}  ${a.accuracy === null ? '-' : pct(a.accuracy)}  / ${a.macro === null ? '-' : pct(a.macro)}  (${a.families} families)`);
  }
  const payment = paymentSummary(paymentDocs, !!opts.verbose);
  out.push('');
  out.push(payment.table);
  const errors = results.filter((r) => r.error);
  if (errors.length) {
    out.push('');
    out.push('errors:');
    for (const e of errors) out.push(`  ${e.path}: ${e.error}`);
  }
  const json = {
    via,
    documents: results.length,
    families: families.length,
    macro: { fieldAccuracy: macroField, linePrecision: macroP, lineRecall: macroR, lineF1: macroF1 },
    targets: { fieldAccuracy: 0.97, lineF1: 0.95 },
    perFamily,
    perField,
    perLineAttribute: perAttr,
    paymentFields: payment.json,
    documentsDetail: results,
  };
  return { name: 'invoices', table: out.join('\n'), json };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const onlyIdx = args.indexOf('--only');
  const r = await runInvoiceBench({ verbose: args.includes('--verbose'), only: onlyIdx >= 0 ? args[onlyIdx + 1] : undefined });
  console.log(r.table);
  const outDir = path.join(here, 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'invoices.json'), JSON.stringify(r.json, null, 2));
}
