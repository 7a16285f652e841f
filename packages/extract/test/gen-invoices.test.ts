/**
 * The generated unseen-layout benchmark (bench/generated) on a small fixed sample: its ground truth is deterministic and
 * self-consistent, and every truth value is printed on the page in the form the generator says. Accuracy is measured by
 * the benchmark (`npx tsx bench/generated/index.ts`), not asserted here.
 */
import { describe, expect, it } from 'vitest';
import { CHOICES, type GenSpec, cents, compose } from '../bench/generated/compose.js';
import { renderGenerated } from '../bench/generated/render.js';
import { compact, parseAmount, parseDate, pdfText } from './support/gen-text.js';

const SEEDS = Array.from({ length: 40 }, (_, i) => 7000 + i);

function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

function checkArithmetic(s: GenSpec): void {
  const f = s.truth.fields;
  // a credit note prints negative amounts beside unsigned quantities (minus before the quantity too when sign=minus)
  const flip = s.choices.kind === 'credit-note' && s.choices.sign !== 'unsigned' && s.choices.sign !== 'minus' ? -1 : 1;
  for (const l of s.lines) {
    expect(l.before, `${s.id} line before`).toBe(cents((flip * l.quantity * l.price) / l.base));
    expect(l.amount, `${s.id} line amount`).toBe(cents(l.before * (1 - l.discount / 100)));
    // (taxIncluded=yes: the printed figures are gross; the net ones are gross ÷ (1 + rate))
    if (l.net) expect(l.net.amount, `${s.id} line net`).toBe(cents(l.amount / (1 + l.rate / 100)));
    else expect(l.gross, `${s.id} line gross`).toBe(cents(l.amount * (1 + l.rate / 100)));
  }
  const lineSum = cents(s.lines.reduce((a, l) => a + l.amount, 0));
  if (s.choices.taxIncluded === 'yes') {
    expect(lineSum, `${s.id} gross lines = gross`).toBe(f.gross);
    for (const t of s.taxes) expect(t.tax, `${s.id} tax in rate ${t.rate}`).toBe(cents(((t.base + t.tax) * t.rate) / (100 + t.rate)));
  } else {
    // (allowance=document: the items' sum less the allowance; handling=fee: a second charge)
    if (s.allowance) expect(s.allowance.itemsSum, `${s.id} items' sum before the allowance`).toBe(lineSum);
    expect(cents(lineSum - (s.allowance?.amount ?? 0) + s.charges + s.handling), `${s.id} lines - allowance + charges = net`).toBe(f.net);
    for (const t of s.taxes) expect(t.tax, `${s.id} tax of rate ${t.rate}`).toBe(cents((t.base * t.rate) / 100));
  }
  expect(cents(s.taxes.reduce((a, t) => a + t.tax, 0))).toBe(f.tax);
  expect(cents((f.net as number) + (f.tax as number)), `${s.id} net + tax = gross`).toBe(f.gross);
  // (rounding=cash: the printed rounding amount is added, BT-115 = BT-112 − BT-113 + BT-114; withholding=at-source: the
  // tax withheld, its rate of the net, is deducted)
  expect(cents((f.gross as number) - s.prepaid - (s.withholding?.amount ?? 0) + (s.rounding ?? 0)), `${s.id} gross - prepaid - withholding + rounding = due`).toBe(f.due);
  if (s.withholding) expect(s.withholding.amount, `${s.id} withholding = rate × net`).toBe(cents(((f.net as number) * s.withholding.rate) / 100));
  expect(s.dueDate).toBe(addDays(s.issueDate, s.days));
  expect(f['seller.name']).not.toBe(f['buyer.name']);
  // (a letter states its amounts in a sentence: no line items are expected from it)
  if (s.choices.body === 'letter') {
    expect(s.truth.lines).toBeNull();
    return;
  }
  expect(s.truth.lines!.length).toBe(s.lines.length);
  s.truth.lines!.forEach((t, i) => {
    expect(t.amount).toBe(s.lines[i]!.amount);
    expect(t.description).toContain(s.lines[i]!.main);
  });
}

describe('generated invoices: ground truth', () => {
  it('is the same for the same seed and differs between seeds', () => {
    expect(compose(7000).truth).toEqual(compose(7000).truth);
    expect(compose(7000).truth).not.toEqual(compose(7001).truth);
  });

  it.each(SEEDS)('seed %i: the arithmetic holds (lines, discounts, VAT groups, totals, due date)', (seed) => {
    checkArithmetic(compose(seed));
  });

  it('every choice value is a declared one', () => {
    for (const seed of SEEDS) {
      const c = compose(seed).choices;
      for (const [k, v] of Object.entries(c)) expect(CHOICES[k as keyof typeof CHOICES] as readonly string[]).toContain(v);
    }
  });
});

describe('generated invoices: the truth is printed', () => {
  it.each(SEEDS)('seed %i', async (seed) => {
    const spec = compose(seed);
    const r = await renderGenerated(spec);
    const text = await pdfText(r.pdf);
    expect(text.pages).toBe(r.pages);
    const c = spec.choices;
    const f = spec.truth.fields;
    // every printed form is on the page …
    for (const [field, printed] of Object.entries(r.printed)) expect(text.compact, `${spec.id} ${field} "${printed}"`).toContain(compact(printed));
    r.printedLines.forEach((must, i) => {
      for (const s of must) expect(text.compact, `${spec.id} line ${i + 1} "${s}"`).toContain(compact(s));
    });
    // … and reads back to the truth (parsed here independently of the generator's formatter)
    for (const k of ['net', 'gross', 'due'] as const) if (r.printed[k] !== undefined) expect(parseAmount(r.printed[k], c.numbers), `${spec.id} ${k}`).toBe(f[k]);
    expect(r.printed.gross === undefined, `${spec.id} gross printed`).toBe(spec.withholding?.style === 'total-after');
    const taxParts = r.printed.tax !== undefined ? [r.printed.tax] : Object.entries(r.printed).filter(([k]) => k.startsWith('tax.')).map(([, v]) => v);
    expect(taxParts.length).toBeGreaterThan(0);
    expect(Math.round(taxParts.reduce((a, p) => a + parseAmount(p, c.numbers), 0) * 100) / 100, `${spec.id} tax`).toBe(f.tax);
    expect(parseDate(r.printed.issueDate!, c.dates, spec.v.months)).toBe(f.issueDate);
    if (f.dueDate) expect(parseDate(r.printed.dueDate!, c.dates, spec.v.months)).toBe(f.dueDate);
    for (const k of ['seller.vatId', 'buyer.vatId'] as const) {
      if (!f[k]) continue;
      // printed with or without the country letters (a domestic tax number), with or without spacing
      const p = compact(r.printed[k]!);
      expect(String(f[k]).endsWith(p) && p.length >= String(f[k]).length - 2, `${spec.id} ${k} "${p}"`).toBe(true);
    }
    expect(r.printed.number).toBe(f.number);
    expect(r.printed['seller.name']).toBe(f['seller.name']);
    expect(r.printed['buyer.name']).toBe(f['buyer.name']);
  });
});
