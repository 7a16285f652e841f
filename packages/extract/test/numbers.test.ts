import { describe, expect, it } from 'vitest';
import { ATTACHED_CURRENCY, detectConvention, findAmounts, mayCarryMarker, parseAmount, parseAmountDetailed, parsePercent } from '../src/invoice/numbers.js';

describe('parseAmount', () => {
  it.each([
    ['1,234.56', 'dot', 1234.56],
    ['1.234,56', 'comma', 1234.56],
    ['1.234,56', 'dot', 1234.56],
    ['1 234,56', 'comma', 1234.56],
    ['1\u00a0234,56', 'comma', 1234.56],
    ['1\u202f234,56', 'comma', 1234.56],
    ['1\u2009234.56', 'dot', 1234.56],
    ["1'234.56", 'dot', 1234.56],
    ['1’234.50', 'dot', 1234.5],
    ['-12.00', 'dot', -12],
    ['−12,00', 'comma', -12],
    ['(12.00)', 'dot', -12],
    ['12.00-', 'dot', -12],
    ['€ 399,00', 'comma', 399],
    ['€ -9,32', 'comma', -9.32],
    ['$4.11', 'dot', 4.11],
    ['US$1,000.00', 'dot', 1000],
    ['12,00 EUR', 'comma', 12],
    ["CHF 1'234.50", 'dot', 1234.5],
    ['1.234.567', 'comma', 1234567],
    ['2990.00', 'comma', 2990],
    ['0,5', 'dot', 0.5],
    ['20', 'dot', 20],
  ] as const)('%s (%s) → %d', (text, conv, value) => {
    expect(parseAmount(text, conv)).toBeCloseTo(value, 6);
  });

  it('reads the ambiguous "1.234" / "1,234" with the document convention', () => {
    expect(parseAmount('1.234', 'comma')).toBe(1234);
    expect(parseAmount('1.234', 'dot')).toBe(1.234);
    expect(parseAmount('1,234', 'dot')).toBe(1234);
    expect(parseAmount('1,234', 'comma')).toBe(1.234);
  });

  it.each(['05.03.2018', 'DE123456789', 'abc', '12.34.56', '1 23', '19%', '', 'TB100A4', '01.05.14-31.05.14'])(
    'rejects %s',
    (text) => {
      expect(parseAmount(text, 'comma')).toBeNull();
    },
  );

  it('reports the attached currency and decimals', () => {
    expect(parseAmountDetailed('€ 1.234,5', 'comma')).toEqual({ value: 1234.5, currency: 'EUR', decimals: 1 });
    expect(parseAmountDetailed('1 500,00 kr', 'comma')?.currency).toBe('NOK');
  });
});

describe('detectConvention', () => {
  it('votes over unambiguous tokens', () => {
    expect(detectConvention(['Total 1.234,56', 'MwSt 19,00', 'Datum 05.03.2018'])).toBe('comma');
    expect(detectConvention(['Total 1,234.56', 'Tax 12.50', 'Qty 1,000'])).toBe('dot');
  });
  it('falls back when there is no evidence', () => {
    expect(detectConvention(['Qty 1.000', 'Date 03.04.2024'], 'comma')).toBe('comma');
    expect(detectConvention([], 'dot')).toBe('dot');
  });
});

describe('findAmounts', () => {
  it('finds amounts with their currency, skipping percentages', () => {
    const found = findAmounts('BTW 21% € 124,61 and 19 % and EUR 1 234,56', 'comma');
    expect(found.map((a) => a.value)).toEqual([124.61, 1234.56]);
    expect(found[0]!.currency).toBe('EUR');
  });
  it('does not glue a quantity to an amount across a wide gap', () => {
    expect(findAmounts('20    198,00', 'comma').map((a) => a.value)).toEqual([20, 198]);
  });
});

describe('parsePercent', () => {
  it('reads rates', () => {
    expect(parsePercent('19 %')).toBe(19);
    expect(parsePercent('20,00%')).toBe(20);
    expect(parsePercent('7%')).toBe(7);
    expect(parsePercent('abc')).toBeNull();
  });
});

describe('currency markers: the first/last character test before the marker list', () => {
  it('lets through every marker glued before or after a figure, in any case', () => {
    for (const [mark] of ATTACHED_CURRENCY) {
      for (const m of [mark, mark.toLowerCase(), mark.toUpperCase()]) {
        expect(mayCarryMarker(`${m}12.00`), `${m}12.00`).toBe(true);
        expect(mayCarryMarker(`12,00${m}`), `12,00${m}`).toBe(true);
      }
    }
  });

  it('stops plain figures, and every text it stops matches no marker', () => {
    const texts = ['1.234,56', '(12.00)', '-5', '12.00-', '250,-', '19 %', 'ß12', '12ß', 'ŉ5', '5\u{1d7ce}', '\u{10428}1', 'x', '7'];
    for (const t of ['1.234,56', '(12.00)', '-5', '12.00-', '250,-', '19 %', '7']) expect(mayCarryMarker(t), t).toBe(false);
    for (const t of texts) {
      if (mayCarryMarker(t)) continue;
      const glued = ATTACHED_CURRENCY.some(
        ([mark]) =>
          t.length > mark.length &&
          (t.slice(0, mark.length).toUpperCase() === mark.toUpperCase() || t.slice(-mark.length).toUpperCase() === mark.toUpperCase()),
      );
      expect(glued, t).toBe(false);
    }
  });
});
