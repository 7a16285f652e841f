/**
 * The language lexicons (src/invoice/lexicon): their shape, that every entry compiles and is written folded, and that
 * each language's common invoice labels are recognised — one language = one lexicon file plus a block here.
 */
import { describe, expect, it } from 'vitest';
import { parseDate, paymentTermDays } from '../src/invoice/dates.js';
import { detectLanguage, foldKeep, headerConcept, matchLabel, normKey } from '../src/invoice/labels.js';
import { UNIT_NAMES } from '../src/invoice/units.js';
import { LEXICONS, rankedLabels } from '../src/invoice/lexicon/index.js';
import type { FieldKind, Lexicon } from '../src/invoice/lexicon/types.js';

const KINDS: FieldKind[] = ['number', 'issueDate', 'dueDate', 'net', 'tax', 'gross', 'due', 'vatId', 'seller', 'buyer'];
const REQUIRED = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'da', 'sv', 'nb', 'fi', 'cs'];

/** Every regular-expression fragment of a lexicon (month names and currency codes excluded). */
function fragments(l: Lexicon): string[] {
  const out: string[] = [];
  const walk = (v: unknown, key: string): void => {
    if (key === 'months' || key === 'code' || key === 'name' || key === 'krone' || key === 'vatCountry') return;
    // [label, country codes] pairs of national tax ids: only the label
    if (key === 'taxIds') return (v as Array<[string, string[]]>).forEach(([re]) => out.push(re));
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) {
      // [word, ISO code] pairs of currency names: only the word
      if (v.length === 2 && typeof v[1] === 'string' && /^[A-Z]{3}$/.test(v[1])) out.push(v[0] as string);
      else v.forEach((x) => walk(x, ''));
    } else if (v && typeof v === 'object') {
      if ('re' in v) out.push((v as { re: string }).re);
      else for (const [k, x] of Object.entries(v)) walk(x, k);
    }
  };
  walk(l, '');
  return out;
}

describe('lexicon shape', () => {
  it('has the required languages, each once', () => {
    const codes = LEXICONS.map((l) => l.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of REQUIRED) expect(codes).toContain(c);
  });

  it.each(LEXICONS.map((l) => [l.code, l] as const))('%s: labels for every field, twelve months, language words', (_code, l) => {
    for (const k of KINDS) expect(l.labels?.[k]?.length ?? 0, `${l.code} ${k}`).toBeGreaterThan(0);
    expect(l.months).toHaveLength(12);
    expect(l.languageWords?.length ?? 0).toBeGreaterThan(3);
    for (const fam of ['quantity', 'unitPrice', 'amount', 'description', 'taxRate'] as const) {
      expect(l.columns?.[fam]?.length ?? 0, `${l.code} columns.${fam}`).toBeGreaterThan(0);
    }
  });

  it.each(LEXICONS.map((l) => [l.code, l] as const))('%s: every entry compiles and is written folded (lower case, no accents)', (_code, l) => {
    for (const f of fragments(l)) {
      expect(() => new RegExp(f, 'u'), f).not.toThrow();
      // letters outside escapes: folded text has no capitals and no combining accents
      const letters = f.replace(/\\[pP]\{L\}/g, '').replace(/\\./g, '');
      expect(letters, f).toBe(letters.toLowerCase());
      expect(foldKeep(letters), f).toBe(letters.replace(/[æøåł]/g, (c) => foldKeep(c)));
    }
  });

  it.each(LEXICONS.map((l) => [l.code, l] as const))('%s: units of measure are known Rec 20 codes, written as normKey leaves them', (_code, l) => {
    const units = Object.entries(l.units ?? {});
    expect(units.length, `${l.code} units`).toBeGreaterThan(5);
    for (const [code, list] of units) {
      expect(UNIT_NAMES[code], code).toBeTruthy();
      for (const w of list ?? []) expect(normKey(w), w).toBe(w);
    }
  });

  it('ranks normal labels before weak ones and column heads last', () => {
    for (const k of KINDS) {
      const tiers = rankedLabels(k).map((e) => e.tier);
      expect([...tiers].sort((a, b) => a - b)).toEqual(tiers);
    }
  });
});

/** Typical printed labels per language and field (from invoicing conventions), with a sample of the language. */
const SAMPLES: Record<string, { text: string[]; labels: Array<[string, FieldKind]>; headers: Array<[string, string]>; date?: [string, string]; term?: [string, number] }> = {
  fi: {
    text: ['LASKU', 'Laskun numero 2024-118', 'Laskun päivämäärä 12.03.2024', 'Eräpäivä 26.03.2024', 'Tuote Määrä á-hinta Alv % Yhteensä', 'Veroton yhteensä 100,00', 'Alv 24 % 24,00', 'Maksettava yhteensä 124,00', 'Asiakas'],
    labels: [['Laskun numero', 'number'], ['Laskun päivämäärä', 'issueDate'], ['Eräpäivä', 'dueDate'], ['Veroton yhteensä', 'net'], ['ALV', 'tax'], ['Maksettava', 'due'], ['Y-tunnus', 'vatId'], ['Myyjä', 'seller'], ['Ostaja', 'buyer']],
    headers: [['Määrä', 'quantity'], ['á-hinta', 'unitPrice'], ['Yksikköhinta', 'unitPrice'], ['Alv %', 'taxRate'], ['Yhteensä', 'amount'], ['Kuvaus', 'description'], ['Yksikkö', 'unit']],
    date: ['12. maaliskuuta 2024', '2024-03-12'],
    term: ['Maksuehto 14 päivää netto', 14],
  },
  cs: {
    text: ['FAKTURA - DAŇOVÝ DOKLAD', 'Číslo faktury 2024017', 'Datum vystavení 05.02.2024', 'Datum splatnosti 19.02.2024', 'Dodavatel', 'Odběratel', 'Základ daně 1 000,00', 'DPH 21 % 210,00', 'Celkem k úhradě 1 210,00'],
    labels: [['Číslo faktury', 'number'], ['Datum vystavení', 'issueDate'], ['Datum splatnosti', 'dueDate'], ['Základ daně', 'net'], ['DPH', 'tax'], ['Celkem s DPH', 'gross'], ['Celkem k úhradě', 'due'], ['DIČ', 'vatId'], ['Dodavatel', 'seller'], ['Odběratel', 'buyer']],
    headers: [['Množství', 'quantity'], ['Cena za MJ', 'unitPrice'], ['Sazba DPH', 'taxRate'], ['Celkem', 'amount'], ['Popis', 'description'], ['MJ', 'unit']],
    date: ['5. února 2024', '2024-02-05'],
    term: ['Splatnost 14 dní', 14],
  },
  sv: {
    text: ['Faktura', 'Fakturanummer 5512', 'Fakturadatum 2024-04-02', 'Förfallodatum 2024-05-02', 'Summa exkl. moms 800,00', 'Moms 25 % 200,00', 'Att betala 1 000,00', 'Kund'],
    labels: [['Fakturanummer', 'number'], ['Fakturadatum', 'issueDate'], ['Förfallodatum', 'dueDate'], ['Summa exkl. moms', 'net'], ['Moms', 'tax'], ['Att betala', 'due'], ['Momsreg.nr', 'vatId'], ['Leverantör', 'seller'], ['Köpare', 'buyer']],
    headers: [['Antal', 'quantity'], ['À-pris', 'unitPrice'], ['Moms %', 'taxRate'], ['Belopp', 'amount'], ['Benämning', 'description'], ['Enhet', 'unit']],
    date: ['2 april 2024', '2024-04-02'],
    term: ['Betalningsvillkor 30 dagar netto', 30],
  },
  da: {
    text: ['Faktura', 'Fakturanr. 3391', 'Fakturadato 02.04.2024', 'Forfaldsdato 16.04.2024', 'Beløb ekskl. moms 800,00', 'Moms 25 % 200,00', 'I alt inkl. moms 1.000,00', 'CVR-nr. 12345678'],
    labels: [['Fakturanr.', 'number'], ['Fakturadato', 'issueDate'], ['Forfaldsdato', 'dueDate'], ['Beløb ekskl. moms', 'net'], ['Moms', 'tax'], ['I alt inkl. moms', 'gross'], ['At betale', 'due'], ['CVR-nr.', 'vatId'], ['Leverandør', 'seller'], ['Køber', 'buyer']],
    headers: [['Antal', 'quantity'], ['Enhedspris', 'unitPrice'], ['Moms %', 'taxRate'], ['Beløb', 'amount'], ['Beskrivelse', 'description'], ['Enhed', 'unit']],
    date: ['2. april 2024', '2024-04-02'],
    term: ['Betalingsbetingelser: netto 8 dage', 8],
  },
  nb: {
    text: ['Faktura', 'Fakturanummer 1022', 'Fakturadato 02.04.2024', 'Forfallsdato 16.04.2024', 'Sum eks. mva 800,00', 'Mva 25 % 200,00', 'Å betale 1 000,00', 'Kunde'],
    labels: [['Fakturanummer', 'number'], ['Fakturadato', 'issueDate'], ['Forfallsdato', 'dueDate'], ['Sum eks. mva', 'net'], ['Mva', 'tax'], ['Sum inkl. mva', 'gross'], ['Å betale', 'due'], ['Org.nr.', 'vatId'], ['Selger', 'seller'], ['Kjøper', 'buyer']],
    headers: [['Antall', 'quantity'], ['Enhetspris', 'unitPrice'], ['Mva %', 'taxRate'], ['Beløp', 'amount'], ['Beskrivelse', 'description'], ['Enhet', 'unit']],
    date: ['2. april 2024', '2024-04-02'],
    term: ['Betalingsbetingelser: 14 dager netto', 14],
  },
  pl: {
    text: ['Faktura VAT nr 12/2024', 'Data wystawienia 2024-04-02', 'Termin płatności 2024-04-16', 'Sprzedawca', 'Nabywca', 'Razem netto 800,00', 'Kwota VAT 184,00', 'Razem brutto 984,00', 'Do zapłaty 984,00'],
    labels: [['Faktura VAT nr', 'number'], ['Data wystawienia', 'issueDate'], ['Termin płatności', 'dueDate'], ['Razem netto', 'net'], ['Kwota VAT', 'tax'], ['Razem brutto', 'gross'], ['Do zapłaty', 'due'], ['NIP', 'vatId'], ['Sprzedawca', 'seller'], ['Nabywca', 'buyer']],
    headers: [['Ilość', 'quantity'], ['Cena jedn. netto', 'unitPrice'], ['Stawka VAT', 'taxRate'], ['Wartość netto', 'amount'], ['Nazwa towaru', 'description'], ['J.m.', 'unit']],
    date: ['2 kwietnia 2024', '2024-04-02'],
    term: ['Termin płatności: 14 dni', 14],
  },
};

describe.each(Object.entries(SAMPLES))('lexicon %s', (code, s) => {
  it('is detected as the document language', () => {
    expect(detectLanguage(s.text)).toBe(code);
  });
  it.each(s.labels)('"%s" is a %s label', (text, kind) => {
    expect(matchLabel(foldKeep(text), kind)).not.toBeNull();
  });
  it.each(s.headers)('"%s" heads a %s column', (text, concept) => {
    expect(headerConcept(text)).toBe(concept);
  });
  it('reads month names and payment terms', () => {
    if (s.date) expect(parseDate(s.date[0])).toBe(s.date[1]);
    if (s.term) expect(paymentTermDays(s.term[0])).toBe(s.term[1]);
  });
});

/** Further printed variants per language: abbreviations, the letters kept by folding (ł, ø, æ), short forms. */
describe('label variants', () => {
  it.each([
    ['Re.-Nr.', 'number'],
    ['Lasku nro', 'number'],
    ['Documento n.º', 'number'],
    ['Dated', 'issueDate'],
    ['Vystaveno', 'issueDate'],
    ['Data płatności', 'dueDate'],
    ['Płatne do', 'dueDate'],
    ['Belopp före moms', 'net'],
    ['Nettobelopp', 'net'],
    ['Totale merce', 'net'],
    ['Total líquido', 'net'],
    ['Total do IVA', 'tax'],
    ['Fakturabelopp', 'gross'],
    ['Fakturabeløp', 'gross'],
    ['Fakturabeløb', 'gross'],
    ['Restbeløb', 'due'],
    ['Restbeløp', 'due'],
    ['Restbelopp', 'due'],
    ['Factuurbedrag', 'gross'],
    ['A pagar', 'due'],
    ['MVA-grunnlag', 'net'],
    ['Zapłacono', 'prepaid'],
    ['VAT-nr.', 'vatId'],
    ['Cod. IVA', 'vatId'],
    ['Nr VAT UE', 'vatId'],
    ['Zákazník', 'buyer'],
    ['Klient', 'buyer'],
    ['Fakturamottaker', 'buyer'],
    ['Gefactureerd aan', 'buyer'],
    ['Van', 'seller'],
  ] as Array<[string, FieldKind]>)('"%s" is a %s label', (text, kind) => {
    expect(matchLabel(foldKeep(text), kind)).not.toBeNull();
  });
  it.each([
    ['Hoeveelheid', 'quantity'],
    ['Beschrijving', 'description'],
    ['Regel', 'position'],
    ['Lkm', 'quantity'],
    ['Rivi', 'position'],
    ['Koodi', 'position'],
    ['Detalle', 'description'],
    ['Un.', 'unit'],
    ['Riga', 'position'],
    ['Aliq.', 'taxRate'],
    ['St.-Satz', 'taxRate'],
    ['Rad', 'position'],
    ['Pol.', 'position'],
    ['m.j.', 'unit'],
    ['Indeks', 'position'],
    ['Kode', 'position'],
    ['Produktnr.', 'position'],
    ['U/M', 'unit'],
    ['Nombre', 'quantity'],
    ['Stückzahl', 'quantity'],
  ])('"%s" heads a %s column (code columns are read as position columns)', (text, concept) => {
    expect(headerConcept(text)).toBe(concept);
  });
  it('reads Polish "Odbiorca" (the goods\' recipient beside "Nabywca") as no buyer heading', () => {
    expect(matchLabel(foldKeep('Odbiorca'), 'buyer')).toBeNull();
  });
  it('takes no bare "Nummer" / "Numéro" for the invoice number (it heads VAT, customer and order numbers too: "ALV-numero")', () => {
    expect(matchLabel(foldKeep('ALV-numero FI31238783'), 'number')).toBeNull();
  });
});
