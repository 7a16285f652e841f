/**
 * Generated unseen-layout benchmark: N invoices composed from independent choices (compose.ts), drawn with pdfkit
 * (render.ts), read in layout-only mode like the corpus benchmark and scored by the same rules (bench/invoices.ts
 * `scoreDocument`). Reported per choice value ("language=fi", "items=desc-before-amount", …) and per label wording.
 * Rules and how to read it: bench/README.md, "Generated invoices".
 *
 *   npx tsx bench/generated/index.ts [--count N] [--seed S] [--verbose] [--only CHOICE=VALUE] [--no-cache]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InvoiceData } from '../../src/types.js';
import { ATTRS, type AttrName, FIELDS, type FieldName, f1, PAYMENT_FIELDS, type PaymentFieldName, paymentCorrect, pipeline, scoreDocument } from '../invoices.js';
import { CHOICES, type ChoiceName, type Choices, compose, fieldLabel, type GenSpec } from './compose.js';
import { renderGenerated } from './render.js';
import { VOCAB } from './vocab.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export const DEFAULT_COUNT = 1000;
export const DEFAULT_SEED = 20261124;

interface Tally {
  docs: number;
  fieldsScored: number;
  fieldsCorrect: number;
  truthLines: number;
  predLines: number;
  matched: number;
  attrs: Partial<Record<AttrName, { scored: number; correct: number }>>;
  perField: Partial<Record<FieldName, { scored: number; correct: number }>>;
  pay: Partial<Record<PaymentFieldName, { scored: number; correct: number }>>;
}

const newTally = (): Tally => ({ docs: 0, fieldsScored: 0, fieldsCorrect: 0, truthLines: 0, predLines: 0, matched: 0, attrs: {}, perField: {}, pay: {} });

interface PayScore {
  field: PaymentFieldName;
  truth: string;
  got: string | null;
  ok: boolean;
}

/**
 * The payment and reference fields the generator prints (scored apart from the header fields, by the corpus bench's
 * rules `paymentCorrect`): the customer number (always, in the details block) as buyerReference, the order reference
 * when drawn, the IBAN and BIC of the language's bank line when a footer prints it, and the payment terms line (its
 * words after a label) when it states terms (a "please pay by <date>" line is the due date, not terms: not scored).
 */
export function paymentTruth(spec: GenSpec): Partial<Record<PaymentFieldName, string>> {
  const out: Partial<Record<PaymentFieldName, string>> = { buyerReference: spec.customerNo };
  if (spec.orderRef) out.orderReference = spec.orderRef;
  if (spec.choices.footer !== 'none') {
    const bank = VOCAB[spec.lang].bank;
    const iban = /(?<![A-Z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4})+(?: ?[A-Z0-9]{1,3})?(?![A-Z0-9])/.exec(bank)?.[0];
    if (iban) out.iban = iban.replace(/\s+/g, '');
    const bic = /\bBIC ([A-Z0-9]{8}(?:[A-Z0-9]{3})?)\b/.exec(bank)?.[1];
    if (bic) out.bic = bic;
  }
  // the terms are the words after a "Payment terms:" label, or the whole sentence ("Zahlbar innerhalb von 30 Tagen …")
  // (early-payment discount terms state two dates and a rate: the due date is scored, the sentence is not scored as terms)
  if (spec.choices.dueDate !== 'sentence' && !spec.earlyDiscount) out.terms = spec.labels.terms!.replace('{days}', String(spec.days)).replace(/^[^:]*:\s*/, '');
  return out;
}

function scorePayment(spec: GenSpec, inv: InvoiceData): PayScore[] {
  const got = (k: PaymentFieldName): string | null =>
    k === 'orderReference' ? (inv.orderReference ?? null) : k === 'buyerReference' ? (inv.buyerReference ?? null) : (inv.payment?.[k] ?? null);
  return Object.entries(paymentTruth(spec)).map(([k, truth]) => {
    const field = k as PaymentFieldName;
    return { field, truth: truth!, got: got(field), ok: paymentCorrect(field, truth!, got(field)) };
  });
}

interface DocOutcome {
  seed: number;
  choices: Choices;
  pages: number;
  score: ReturnType<typeof scoreDocument> | null;
  labels: Partial<Record<FieldName, string>>;
  pay: PayScore[];
  error?: string;
}

function addTo(t: Tally, d: DocOutcome): void {
  t.docs++;
  for (const f of d.pay) {
    const x = (t.pay[f.field] ??= { scored: 0, correct: 0 });
    x.scored++;
    if (f.ok) x.correct++;
  }
  if (!d.score) return;
  for (const f of d.score.fields) {
    t.fieldsScored++;
    if (f.ok) t.fieldsCorrect++;
    const pf = (t.perField[f.field] ??= { scored: 0, correct: 0 });
    pf.scored++;
    if (f.ok) pf.correct++;
  }
  if (d.score.lines) {
    t.truthLines += d.score.lines.truth;
    t.predLines += d.score.lines.predicted;
    t.matched += d.score.lines.matched;
  }
  for (const [a, s] of Object.entries(d.score.attrs ?? {}) as Array<[AttrName, { scored: number; correct: number }]>) {
    const x = (t.attrs[a] ??= { scored: 0, correct: 0 });
    x.scored += s.scored;
    x.correct += s.correct;
  }
}

function summary(t: Tally) {
  const precision = t.predLines ? t.matched / t.predLines : t.truthLines ? 0 : 1;
  const recall = t.truthLines ? t.matched / t.truthLines : 1;
  const attr = (a: AttrName) => (t.attrs[a]?.scored ? t.attrs[a]!.correct / t.attrs[a]!.scored : null);
  return {
    docs: t.docs,
    fieldAccuracy: t.fieldsScored ? t.fieldsCorrect / t.fieldsScored : null,
    lines: { truth: t.truthLines, predicted: t.predLines, matched: t.matched, precision, recall, f1: f1(precision, recall) },
    attributes: Object.fromEntries(ATTRS.map((a) => [a, attr(a)])) as Record<AttrName, number | null>,
    perField: Object.fromEntries(FIELDS.map((k) => [k, t.perField[k]?.scored ? t.perField[k]!.correct / t.perField[k]!.scored : null])),
    payment: Object.fromEntries(
      PAYMENT_FIELDS.map((k) => [k, t.pay[k]?.scored ? { scored: t.pay[k]!.scored, accuracy: t.pay[k]!.correct / t.pay[k]!.scored } : null]),
    ) as Record<PaymentFieldName, { scored: number; accuracy: number } | null>,
  };
}

/** The generator's source files' hash: cached PDFs are reused only while the generator is unchanged. */
function generatorHash(): string {
  const h = crypto.createHash('sha1');
  for (const f of fs.readdirSync(here).sort()) if (['compose.ts', 'ids.ts', 'render.ts', 'rng.ts', 'vocab.ts', 'vocab-terms.ts'].includes(f)) h.update(fs.readFileSync(path.join(here, f)));
  return h.digest('hex').slice(0, 12);
}

async function pdfFor(seed: number, cacheDir: string | null): Promise<{ pdf: Uint8Array; pages: number; choices: Choices; ms: number }> {
  const spec = compose(seed);
  if (cacheDir) {
    const pdfFile = path.join(cacheDir, `${seed}.pdf`);
    const metaFile = path.join(cacheDir, `${seed}.json`);
    if (fs.existsSync(pdfFile) && fs.existsSync(metaFile)) {
      const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as { pages: number; choices: Choices };
      return { pdf: new Uint8Array(fs.readFileSync(pdfFile)), pages: meta.pages, choices: meta.choices, ms: 0 };
    }
  }
  const t = performance.now();
  const r = await renderGenerated(spec);
  const ms = performance.now() - t;
  const choices = { ...spec.choices, pages: String(r.pages) as Choices['pages'] };
  if (cacheDir) {
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(path.join(cacheDir, `${seed}.pdf`), r.pdf);
    fs.writeFileSync(path.join(cacheDir, `${seed}.json`), JSON.stringify({ pages: r.pages, choices }));
  }
  return { pdf: r.pdf, pages: r.pages, choices, ms };
}

const pct = (n: number | null) => (n === null ? '-' : `${(n * 100).toFixed(1)}%`);

export default async function runGeneratedBench(
  opts: { count?: number; seed?: number; verbose?: boolean; only?: string; cache?: boolean } = {},
): Promise<{ name: string; table: string; json: unknown }> {
  const count = opts.count ?? Number(process.env.GEN_BENCH_COUNT ?? DEFAULT_COUNT);
  const seed0 = opts.seed ?? DEFAULT_SEED;
  const cacheDir = opts.cache === false ? null : path.join(here, '../results/generated-cache', generatorHash());
  const { run, via } = await pipeline();
  const docs: DocOutcome[] = [];
  let genMs = 0;
  let readMs = 0;
  let pages = 0;
  for (let i = 0; i < count; i++) {
    const seed = seed0 + i;
    const g = await pdfFor(seed, cacheDir);
    if (opts.only) {
      const [k, val] = opts.only.split('=');
      if (g.choices[k as ChoiceName] !== val) continue;
    }
    genMs += g.ms;
    pages += g.pages;
    const spec = compose(seed);
    const labels: Partial<Record<FieldName, string>> = {};
    for (const k of FIELDS) {
      const l = fieldLabel(spec, k);
      if (l) labels[k] = `${spec.lang}: ${l}`;
    }
    const d: DocOutcome = { seed, choices: g.choices, pages: g.pages, score: null, labels, pay: [] };
    const t = performance.now();
    try {
      const inv = await run(g.pdf);
      d.score = scoreDocument(spec.truth, inv);
      d.pay = scorePayment(spec, inv);
      if (opts.verbose) {
        const bad = [...d.score.fields.filter((f) => !f.ok), ...d.pay.filter((f) => !f.ok)];
        const l = d.score.lines;
        if (bad.length || (l && l.matched < Math.max(l.truth, l.predicted)) || d.score.attrMisses.length) {
          console.log(`seed ${seed} [${spec.lang}, ${g.pages} p]`);
          const payLabel: Partial<Record<string, string | undefined>> = { orderReference: spec.labels.orderRef, buyerReference: spec.labels.customerNo, terms: spec.labels.terms };
          for (const b of bad) console.log(`   ✗ ${b.field}: truth=${JSON.stringify(b.truth)} got=${JSON.stringify(b.got)}${payLabel[b.field] ? ` (label ${JSON.stringify(payLabel[b.field])})` : ''}`);
          for (const m of d.score.attrMisses.slice(0, 3)) console.log(`   ≠ ${m}`);
          if (l && l.matched < Math.max(l.truth, l.predicted)) {
            console.log(`   lines: truth ${l.truth}, predicted ${l.predicted}, matched ${l.matched}`);
            for (const x of (spec.truth.lines ?? []).slice(0, 4)) console.log(`     T ${JSON.stringify(x)}`);
            for (const x of inv.lineItems.slice(0, 4)) console.log(`     P ${JSON.stringify(x)}`);
          }
        }
      }
    } catch (e) {
      d.error = (e as Error).message;
    }
    readMs += performance.now() - t;
    docs.push(d);
  }

  const all = newTally();
  for (const d of docs) addTo(all, d);
  const perChoice: Array<{ choice: string; value: string; s: ReturnType<typeof summary> }> = [];
  for (const name of Object.keys(CHOICES) as ChoiceName[]) {
    for (const value of CHOICES[name] as readonly string[]) {
      const t = newTally();
      for (const d of docs) if (d.choices[name] === value) addTo(t, d);
      if (t.docs) perChoice.push({ choice: name, value, s: summary(t) });
    }
  }
  // macro over languages (each language weighs the same)
  const langs = perChoice.filter((p) => p.choice === 'language');
  const macroField = langs.reduce((s, p) => s + (p.s.fieldAccuracy ?? 0), 0) / Math.max(1, langs.length);
  const macroF1 = langs.reduce((s, p) => s + p.s.lines.f1, 0) / Math.max(1, langs.length);
  // per label wording of a field: accuracy of that field where it was printed under that wording
  const wording = new Map<string, { scored: number; correct: number }>();
  for (const d of docs) {
    for (const f of d.score?.fields ?? []) {
      const l = d.labels[f.field];
      if (!l) continue;
      const k = `${f.field} ← ${l}`;
      const w = wording.get(k) ?? { scored: 0, correct: 0 };
      w.scored++;
      if (f.ok) w.correct++;
      wording.set(k, w);
    }
  }
  const weakWordings = [...wording.entries()]
    .filter(([, w]) => w.scored >= 3 && w.correct < w.scored)
    .map(([k, w]) => ({ wording: k, scored: w.scored, accuracy: w.correct / w.scored }))
    .sort((a, b) => a.accuracy - b.accuracy || b.scored - a.scored);
  const S = summary(all);
  const weakest = [...perChoice]
    .map((p) => ({ key: `${p.choice}=${p.value}`, field: p.s.fieldAccuracy ?? 1, f1: p.s.lines.f1, docs: p.s.docs }))
    .sort((a, b) => Math.min(a.field, a.f1) - Math.min(b.field, b.f1));

  const out: string[] = [];
  out.push(
    `Generated invoices (layout-only, ${docs.length} PDFs, ${pages} pages, seeds ${seed0}…${seed0 + count - 1}, via ${via})`,
  );
  out.push(
    `header fields ${pct(S.fieldAccuracy)} micro / ${pct(macroField)} macro over languages; line items P ${pct(S.lines.precision)} R ${pct(S.lines.recall)} F1 ${S.lines.f1.toFixed(3)} micro / ${macroF1.toFixed(3)} macro over languages`,
  );
  out.push(`line attributes of matched lines: ${ATTRS.map((a) => `${a} ${pct(S.attributes[a])}`).join(', ')}`);
  out.push(`per field: ${FIELDS.map((k) => `${k} ${pct(S.perField[k] as number | null)}`).join(', ')}`);
  out.push(
    `payment and reference fields (not in the header figure): ${PAYMENT_FIELDS.map((k) => `${k} ${pct(S.payment[k]?.accuracy ?? null)} (${S.payment[k]?.scored ?? 0})`).join(', ')}`,
  );
  out.push(
    `time: generation ${(genMs / 1000).toFixed(1)} s${genMs === 0 ? ' (all PDFs from the cache)' : ''}, extraction ${(readMs / 1000).toFixed(1)} s (${(readMs / Math.max(1, pages)).toFixed(0)} ms/page)`,
  );
  const errors = docs.filter((d) => d.error);
  if (errors.length) out.push(`errors: ${errors.length} (${errors.slice(0, 5).map((e) => `seed ${e.seed}: ${e.error}`).join('; ')})`);
  out.push('');
  const w = Math.max(...perChoice.map((p) => p.choice.length + p.value.length + 1));
  out.push(`${'choice=value'.padEnd(w)}  docs  fields  line-P  line-R  line-F1   desc    qty   unit  price   rate`);
  let last = '';
  for (const p of perChoice) {
    if (p.choice !== last && last) out.push('');
    last = p.choice;
    const a = p.s.attributes;
    out.push(
      `${`${p.choice}=${p.value}`.padEnd(w)}  ${String(p.s.docs).padStart(4)}  ${pct(p.s.fieldAccuracy).padStart(6)}  ${pct(p.s.lines.precision).padStart(6)}  ${pct(p.s.lines.recall).padStart(6)}  ${p.s.lines.f1.toFixed(3).padStart(7)}  ${[a.description, a.quantity, a.unit, a.unitPrice, a.taxRate].map((x) => pct(x).padStart(6)).join(' ')}`,
    );
  }
  out.push('');
  out.push('weakest choice values (lower of header-field accuracy and line F1):');
  for (const x of weakest.slice(0, 12)) out.push(`  ${x.key.padEnd(w)}  fields ${pct(x.field)}  line F1 ${x.f1.toFixed(3)}  (${x.docs} docs)`);
  out.push('');
  out.push('weakest label wordings (field ← language: label; accuracy of that field where printed so, ≥ 3 docs):');
  for (const x of weakWordings.slice(0, 25)) out.push(`  ${pct(x.accuracy).padStart(6)}  ${x.wording}  (${x.scored})`);

  const json = {
    via,
    documents: docs.length,
    pages,
    seeds: [seed0, seed0 + count - 1],
    micro: S,
    macroOverLanguages: { fieldAccuracy: macroField, lineF1: macroF1 },
    targets: { fieldAccuracy: 0.97, lineF1: 0.95 },
    seconds: { generation: genMs / 1000, extraction: readMs / 1000 },
    perChoice: perChoice.map((p) => ({ choice: p.choice, value: p.value, ...p.s })),
    weakestChoices: weakest.slice(0, 20),
    weakWordings: weakWordings.slice(0, 60),
    perDocument: docs.map((d) => ({
      seed: d.seed,
      fields: d.score ? `${d.score.fields.filter((f) => f.ok).length}/${d.score.fields.length}` : null,
      wrong: d.score?.fields.filter((f) => !f.ok).map((f) => f.field),
      lines: d.score?.lines ? `${d.score.lines.truth}/${d.score.lines.predicted}/${d.score.lines.matched}` : null,
    })),
    failures: docs
      .filter((d) => d.error || d.score?.fields.some((f) => !f.ok) || (d.score?.lines && d.score.lines.matched < Math.max(d.score.lines.truth, d.score.lines.predicted)))
      .map((d) => ({ seed: d.seed, error: d.error, wrongFields: d.score?.fields.filter((f) => !f.ok), lines: d.score?.lines })),
  };
  return { name: 'generated', table: out.join('\n'), json };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const args = process.argv.slice(2);
  const val = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const r = await runGeneratedBench({
    count: val('--count') ? Number(val('--count')) : undefined,
    seed: val('--seed') ? Number(val('--seed')) : undefined,
    verbose: args.includes('--verbose'),
    only: val('--only'),
    cache: !args.includes('--no-cache'),
  });
  console.log(r.table);
  const outDir = path.join(here, '../results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'generated.json'), JSON.stringify(r.json, null, 2));
}
