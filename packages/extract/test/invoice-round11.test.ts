/**
 * Invoice understanding, eleventh round (#11): the general steps taught by the generated classes of the sixth stream
 * (bench/generated, `LATER5`) — early-payment discount terms (the due date is the net date) and amounts restated in a
 * second currency beside an exchange rate (neither the invoice's totals nor its currency); and of the seventh
 * (`LATER6`): totals printed with VAT, gross first (the VAT they contain is the tax). Generated pages, and the
 * steps' functions on invented texts.
 */
import { describe, expect, it } from 'vitest';
import { compose } from '../bench/generated/compose.js';
import { renderGenerated } from '../bench/generated/render.js';
import { extract } from '../src/extract.js';
import { detectCurrency, exchangeRate, restatedLines } from '../src/invoice/currency.js';
import { netDateOfDiscountTerms } from '../src/invoice/dates.js';

async function read(seed: number) {
  const spec = compose(seed);
  const r = await renderGenerated(spec);
  return { spec, inv: (await extract(r.pdf, { layoutOnly: true })).invoice };
}

describe('early-payment discount terms', () => {
  it('take the latest date of a text granting a discount percentage as the net date', () => {
    expect(netDateOfDiscountTerms('2 % Skonto bis 10.12.2026, netto bis 30.12.2026.', 'dmy', '2026-11-30')?.iso).toBe('2026-12-30');
    expect(netDateOfDiscountTerms('Kassarabatt 2 % vid betalning senast 2026-12-10, netto senast 2026-12-30.', 'dmy', null)?.iso).toBe('2026-12-30');
    // the "2/10 net 30" notation is a discount too
    expect(netDateOfDiscountTerms('Terms 2/10 net 30: pay by 10.12.2026 less 2 %, or by 30.12.2026 in full.', 'dmy', null)?.iso).toBe('2026-12-30');
    // must not: no discount percentage, or only one date after the issue date
    expect(netDateOfDiscountTerms('Lieferung vom 01.12.2026, zahlbar bis 30.12.2026.', 'dmy', null)).toBeNull();
    expect(netDateOfDiscountTerms('2 % Skonto bis 10.12.2026.', 'dmy', null)).toBeNull();
    expect(netDateOfDiscountTerms('Rechnung vom 28.11.2026: 2 % Skonto bis 10.12.2026.', 'dmy', '2026-11-28')).toBeNull();
  });

  it('give the due date when no other states it (terms on one line, no discount word but a deduction: Danish)', async () => {
    const { spec, inv } = await read(20261198);
    expect([spec.lang, spec.choices.earlyDiscount]).toEqual(['da', 'terms']);
    expect(inv.dueDate).toBe(spec.dueDate);
  });

  it('give the due date when wrapped after the discount clause', async () => {
    const { spec, inv } = await read(20261144);
    expect([spec.lang, spec.choices.earlyDiscount, spec.choices.dueDate]).toEqual(['es', 'terms', 'none']);
    expect(inv.dueDate).toBe(spec.dueDate);
  });

  it('move a labelled date of the discount period ("pay by … less 1,5 %") to the net date', async () => {
    const { spec, inv } = await read(20261572);
    expect([spec.lang, spec.choices.earlyDiscount]).toEqual(['en', 'terms']);
    expect(inv.dueDate).toBe(spec.dueDate);
    const { spec: de, inv: deInv } = await read(20261138);
    expect([de.lang, de.choices.earlyDiscount]).toEqual(['de', 'terms']);
    expect(deInv.dueDate).toBe(de.dueDate);
  });
});

describe('amounts restated in a second currency', () => {
  it('reads exchange rates in their usual notations', () => {
    expect(exchangeRate('Kurs średni NBP 1 EUR = 4,3215 PLN')).toEqual({ from: 'EUR', to: 'PLN' });
    expect(exchangeRate('Wechselkurs EUR/CHF 0,9412')).toEqual({ from: 'EUR', to: 'CHF' });
    expect(exchangeRate('Przeliczenie wg kursu 4,3215 PLN/EUR')).toEqual({ from: 'EUR', to: 'PLN' });
    // must not: a price per unit or a code pair without a rate
    expect(exchangeRate('12,50 EUR/Stk')).toBeNull();
    expect(exchangeRate('EUR/PLN')).toBeNull();
  });

  it('are the lines around the rate that name the currency converted to', () => {
    const texts = ['Net 100,00', 'VAT 23 % 23,00', 'Total 123,00 EUR', 'Exchange rate: 1 EUR = 4,3215 PLN', 'Amounts in PLN', 'VAT 99,39 PLN', 'Please pay within 14 days'];
    expect([...restatedLines(texts)].sort()).toEqual([3, 4, 5]);
    // the invoice's currency is not outvoted by a restatement heading ("Amounts in PLN" is a currency label)
    expect(detectCurrency(texts)).toBe('EUR');
  });

  it('are neither the totals nor the currency of an invoice (VAT and totals restated in EUR, invoice in GBP)', async () => {
    const { spec, inv } = await read(20261138);
    expect([spec.choices.secondCurrency, spec.fx?.restate, spec.currency]).toEqual(['national', 'totals', 'GBP']);
    expect(inv.currency).toBe('GBP');
    expect([inv.totals.net, inv.totals.tax, inv.totals.gross, inv.totals.due]).toEqual([spec.net, spec.tax, spec.gross, spec.due]);
  });

  it('a running footer naming another currency on every page counts once', async () => {
    const { spec, inv } = await read(20261130);
    expect([spec.choices.secondCurrency, spec.currency, spec.targetPages > 2]).toEqual(['national', 'GBP', true]);
    expect(inv.currency).toBe('GBP');
  });
});

describe('line items and totals printed with VAT (taxIncluded)', () => {
  it.each([20261139, 20261201])('seed %i: the printed line figures and the totals of a gross-first block', async (seed) => {
    const { spec, inv } = await read(seed);
    expect(spec.choices.taxIncluded).toBe('yes');
    expect([inv.totals.net, inv.totals.tax, inv.totals.gross]).toEqual([spec.net, spec.tax, spec.gross]);
    expect(inv.lineItems.map((l) => [l.unitPrice, l.amount])).toEqual(spec.lines.map((l) => [l.price, l.amount]));
  });

  it.each([20261172, 20261305, 20261368])('seed %i: the VAT a gross-first total contains ("of which VAT", "z toho DPH", "di cui IVA") is the tax (lexicon)', async (seed) => {
    const { spec, inv } = await read(seed);
    expect(spec.choices.taxIncluded).toBe('yes');
    expect([inv.totals.net, inv.totals.tax, inv.totals.gross]).toEqual([spec.net, spec.tax, spec.gross]);
  });
});
