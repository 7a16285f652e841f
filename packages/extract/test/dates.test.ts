import { describe, expect, it } from 'vitest';
import { detectDateOrder, findDates, parseDate } from '../src/invoice/dates.js';

describe('parseDate', () => {
  it.each([
    ['03.04.2024', 'dmy', '2024-04-03'],
    ['2024-04-03', 'dmy', '2024-04-03'],
    ['2024/04/03', 'mdy', '2024-04-03'],
    ['03/04/2024', 'dmy', '2024-04-03'],
    ['03/04/2024', 'mdy', '2024-03-04'],
    ['03.04.2024', 'mdy', '2024-04-03'],
    ['31/01/2022', 'mdy', '2022-01-31'],
    ['01/31/2022', 'dmy', '2022-01-31'],
    ['05.03.18', 'dmy', '2018-03-05'],
    ['5.3.99', 'dmy', '1999-03-05'],
    ['le 3 mars 2024', 'dmy', '2024-03-03'],
    ['1er février 2024', 'dmy', '2024-02-01'],
    ['3. März 2024', 'dmy', '2024-03-03'],
    ['19 april 2014', 'dmy', '2014-04-19'],
    ['18 april 2014', 'dmy', '2014-04-18'],
    ['1st January 2024', 'dmy', '2024-01-01'],
    ['January 1st, 2024', 'dmy', '2024-01-01'],
    ['Apr 01, 2015', 'dmy', '2015-04-01'],
    ['August 3 , 2014', 'dmy', '2014-08-03'],
    ['3 de março de 2024', 'dmy', '2024-03-03'],
    ['3 de marzo de 2024', 'dmy', '2024-03-03'],
    ['12 dicembre 2023', 'dmy', '2023-12-12'],
    ['7 mei 2023', 'dmy', '2023-05-07'],
    ['03-Apr-2024', 'dmy', '2024-04-03'],
    ['15 Dez. 2023', 'dmy', '2023-12-15'],
    ['3 desember 2016', 'dmy', '2016-12-03'],
  ] as const)('%s (%s) → %s', (text, order, iso) => {
    expect(parseDate(text, order)).toBe(iso);
  });

  it.each(['31.02.2024', '2024-13-01', 'DE123456789', '12.50', 'abc'])('rejects %s', (text) => {
    expect(parseDate(text)).toBeNull();
  });

  it('finds dates inside text', () => {
    const d = findDates('Zahlbar innerhalb 30 Tagen netto bis 04.04.2018, 3% Skonto bis 15.03.2018');
    expect(d.map((x) => x.iso)).toEqual(['2018-04-04', '2018-03-15']);
  });
});

describe('detectDateOrder', () => {
  it('uses evidence across the document', () => {
    expect(detectDateOrder(['Date 03/04/2024', 'Due 25/04/2024'], 'en')).toBe('dmy');
    expect(detectDateOrder(['Date 03/04/2024', 'Due 04/25/2024'], 'fr')).toBe('mdy');
  });
  it('falls back on separator and language', () => {
    expect(detectDateOrder(['03/04/2024'], 'en')).toBe('mdy');
    expect(detectDateOrder(['03/04/2024'], 'fr')).toBe('dmy');
    expect(detectDateOrder(['03.04.2024'], 'en')).toBe('dmy');
  });
  it('reads English dashed dates month-first as slashed ones, and an English-writing day-first country day-first', () => {
    expect(detectDateOrder(['Invoice date 03-04-2024', 'Total $120.00'], 'en')).toBe('mdy');
    expect(detectDateOrder(['Invoice date 03/04/2024', 'Total AUD 120.00'], 'en')).toBe('dmy');
    expect(detectDateOrder(['Invoice date 03/04/2024', 'Total A$120.00'], 'en')).toBe('dmy');
    expect(detectDateOrder(['Invoice date 03-04-2024', 'Amount due NZD 99.00'], 'en')).toBe('dmy');
    expect(detectDateOrder(['ABN 51 824 753 556', 'Date 03/04/2024'], 'en')).toBe('dmy');
    expect(detectDateOrder(['Invoice date 03/04/2024', 'Total US$120.00', 'VAT 0.00'], 'en')).toBe('mdy');
  });
});
