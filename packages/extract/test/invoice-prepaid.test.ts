/**
 * The prepaid amount (issue #12, the "due" check): on generated invoices that print a prepayment (bench/generated choice
 * `prepaid=yes`, a deposit line between the gross and the amount due, in every generator language), the layout reading
 * gives `totals.prepaid`, a box that prints it, and the check gross − prepaid = due passes; without a prepayment the
 * prepaid amount is null and the check holds with due = gross.
 */
import { describe, expect, it } from 'vitest';
import { compose, type GenSpec } from '../bench/generated/compose.js';
import { renderGenerated } from '../bench/generated/render.js';
import { extract } from '../src/extract.js';
import { findAmounts } from '../src/invoice/numbers.js';
import { openPdf } from '../src/pdf/index.js';
import type { ExtractionResult, SourceBox } from '../src/types.js';
import { textIn } from './support/box-text.js';

/** the first `n` one- or two-page generated invoices from seed 7000 on with the given prepaid choice */
function specs(prepaid: 'yes' | 'no', n: number): GenSpec[] {
  const out: GenSpec[] = [];
  for (let seed = 7000; out.length < n && seed < 9000; seed++) {
    const s = compose(seed);
    // (without a cash-rounding line: due = gross − prepaid + rounding there, a term the totals do not carry yet)
    if (s.choices.prepaid === prepaid && s.choices.rounding === 'none' && (s.choices.pages === '1' || s.choices.pages === '2')) out.push(s);
  }
  return out;
}

async function read(spec: GenSpec): Promise<{ result: ExtractionResult; boxText: (b: SourceBox) => Promise<string> }> {
  const { pdf } = await renderGenerated(spec);
  const result = await extract(pdf, { layoutOnly: true, name: `${spec.id}.pdf` });
  const boxText = async (box: SourceBox) => {
    const doc = await openPdf(pdf);
    try {
      return textIn((await doc.readPage(box.page)).words, box);
    } finally {
      await doc.close();
    }
  };
  return { result, boxText };
}

const dueCheck = (r: ExtractionResult) => r.checks.find((c) => c.name === 'gross-minus-prepaid-equals-due');

describe('a printed prepayment (generated invoices, prepaid=yes)', () => {
  it.each(specs('yes', 8).map((s) => [s.id, s] as const))('%s: totals.prepaid, its box and the due check', async (_id, spec) => {
    const { result, boxText } = await read(spec);
    const t = result.invoice.totals;
    // the engine's gross and due are the truth on these seeds; the prepaid amount is what lies between them
    expect(t.gross).toBe(spec.truth.fields.gross);
    expect(t.due).toBe(spec.truth.fields.due);
    expect(t.prepaid, `${spec.id} prepaid`).toBe(spec.prepaid);
    expect(dueCheck(result)).toEqual({ name: 'gross-minus-prepaid-equals-due', ok: true, expected: t.due, actual: t.due });
    const box = result.sources['invoice.totals.prepaid'];
    expect(box, `${spec.id}: invoice.totals.prepaid has a source`).toBeDefined();
    const text = await boxText(box!);
    const printed = (['dot', 'comma'] as const).some((style) => findAmounts(text, style).some((a) => Math.abs(Math.abs(a.value) - spec.prepaid) < 0.005));
    expect(printed, `${spec.id} prepaid ${spec.prepaid}: box text "${text}"`).toBe(true);
  });
});

describe('no prepayment printed (prepaid=no)', () => {
  it.each(specs('no', 3).map((s) => [s.id, s] as const))('%s: prepaid is null, due = gross passes', async (_id, spec) => {
    const { result } = await read(spec);
    expect(result.invoice.totals.prepaid).toBeNull();
    expect(result.sources['invoice.totals.prepaid']).toBeUndefined();
    expect(dueCheck(result)?.ok).toBe(true);
  });
});
