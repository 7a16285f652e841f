/**
 * DATEV Buchungsstapel in the EXTF format (DATEV-Format, header version 700, format category 21, format version 13),
 * for incoming invoices: one booking per VAT rate of each invoice.
 *
 * File: record 1 = the header (31 fields), record 2 = the column names of the Buchungsstapel (125), then one record
 * per booking. Fields are separated by ";", text fields are in double quotes (quotes doubled), numbers are written
 * with a decimal comma and no thousands separator, records end with CRLF, the file is Windows-1252 (ANSI) encoded.
 *
 * A booking: Umsatz = the gross amount of one VAT rate (positive), Soll/Haben "S" (Konto, the expense account, is
 * debited; "H" for a credit note's negative amounts), Konto/Gegenkonto from the settings, BU-Schlüssel from the rate
 * (settings; none for a rate without a key), Belegdatum = TTMM (the year is the header's), Belegfeld 1 = invoice
 * number (≤ 36 characters of A–Z 0–9 $ & % * + - /), Buchungstext = supplier name (≤ 60), Leistungsdatum TTMMJJJJ,
 * Fälligkeit TTMMJJJJ. A tax withheld at source (`totals.withholding`) is one more booking: the creditor account debited,
 * the withholding account (settings; SKR03 1749 / SKR04 3726) credited, without a BU key — so the creditor's balance is
 * what the supplier is paid.
 *
 * A batch covers one fiscal year and one calendar year (header "Datum vom/bis" lie in one calendar year, and a
 * booking's TTMM date takes its year from the header): invoices of other years than those of the most invoices, and
 * invoices without a date or total, are listed in the report, not written.
 *
 * Sachkontenlänge is the length of the G/L (expense) account; a personal account (Kreditor, e.g. 70000 with length 4)
 * has one digit more. A contra account longer than that cannot be read by DATEV and is reported.
 * A Leistungsdatum is written with its "Datum Zuord. Steuerperiode" (the invoice date): DATEV takes field 115 only
 * together with field 116.
 */
import type { ExtractionResult } from '../types.js';
import { type ExportIssue, type ExportOutput, fileLabel, r2, rateKey, splitByRate, unbookable, withheld } from './accounting.js';
import { DEFAULT_EXPORT_SETTINGS, type DatevSettings } from './settings.js';

export const DATEV_COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)', 'Soll/Haben-Kennzeichen', 'WKZ Umsatz', 'Kurs', 'Basis-Umsatz', 'WKZ Basis-Umsatz', 'Konto',
  'Gegenkonto (ohne BU-Schlüssel)', 'BU-Schlüssel', 'Belegdatum', 'Belegfeld 1', 'Belegfeld 2', 'Skonto', 'Buchungstext',
  'Postensperre', 'Diverse Adressnummer', 'Geschäftspartnerbank', 'Sachverhalt', 'Zinssperre', 'Beleglink',
  ...Array.from({ length: 8 }, (_, i) => [`Beleginfo - Art ${i + 1}`, `Beleginfo - Inhalt ${i + 1}`]).flat(),
  'KOST1 - Kostenstelle', 'KOST2 - Kostenstelle', 'Kost-Menge', 'EU-Land u. UStID (Bestimmung)', 'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart', 'Sachverhalt L+L', 'Funktionsergänzung L+L', 'BU 49 Hauptfunktionstyp', 'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...Array.from({ length: 20 }, (_, i) => [`Zusatzinformation - Art ${i + 1}`, `Zusatzinformation- Inhalt ${i + 1}`]).flat(),
  'Stück', 'Gewicht', 'Zahlweise', 'Forderungsart', 'Veranlagungsjahr', 'Zugeordnete Fälligkeit', 'Skontotyp', 'Auftragsnummer',
  'Buchungstyp', 'USt-Schlüssel (Anzahlungen)', 'EU-Land (Anzahlungen)', 'Sachverhalt L+L (Anzahlungen)', 'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)', 'Herkunft-Kz', 'Buchungs GUID', 'KOST-Datum', 'SEPA-Mandatsreferenz', 'Skontosperre', 'Gesellschaftername',
  'Beteiligtennummer', 'Identifikationsnummer', 'Zeichnernummer', 'Postensperre bis', 'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung', 'Festschreibung', 'Leistungsdatum', 'Datum Zuord. Steuerperiode', 'Fälligkeit', 'Generalumkehr (GU)',
  'Steuersatz', 'Land', 'Abrechnungsreferenz', 'BVV-Position', 'EU-Land u. UStID (Ursprung)', 'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
] as const;

/** Names of the 31 header fields, in order (for tests and the report). */
export const DATEV_HEADER_FIELDS = [
  'Kennzeichen', 'Versionsnummer', 'Formatkategorie', 'Formatname', 'Formatversion', 'Erzeugt am', 'Importiert', 'Herkunft',
  'Exportiert von', 'Importiert von', 'Beraternummer', 'Mandantennummer', 'WJ-Beginn', 'Sachkontenlänge', 'Datum vom', 'Datum bis',
  'Bezeichnung', 'Diktatkürzel', 'Buchungstyp', 'Rechnungslegungszweck', 'Festschreibung', 'WKZ', 'reserviert', 'Derivatskennzeichen',
  'reserviert', 'reserviert', 'Sachkontenrahmen', 'ID der Branchenlösung', 'reserviert', 'reserviert', 'Anwendungsinformation',
] as const;

const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
const ymd = (iso: string) => iso.replace(/-/g, '');
const dmy = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

/** "1234,50": two decimals, decimal comma, no grouping. */
export function datevAmount(n: number): string {
  return r2(Math.abs(n)).toFixed(2).replace('.', ',');
}

/** Belegfeld 1: ≤ 36 characters of the set DATEV allows (letters, digits, $ & % * + - /); others become "-". */
export function datevDocumentField(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9$&%*+\-/]/g, '-')
    .slice(0, 36);
}

/** Free text: no line breaks, no field separators issues (quoted), trimmed to `max` characters. */
function datevText(s: string, max: number): string {
  return s.replace(/[\r\n\t]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

/** The fiscal year (its start date, YYYY-MM-DD) an invoice date falls in. */
export function fiscalYearStart(iso: string, startMonth: number): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  const year = m >= startMonth ? y : y - 1;
  return `${year}-${String(startMonth).padStart(2, '0')}-01`;
}

// Windows-1252 bytes 0x80–0x9F (the rest of 0x00–0xFF is Latin-1).
const CP1252_HIGH: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c,
  'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b,
  'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

/** Windows-1252; a character outside it is written without its accents, else as "?". */
export function encodeWindows1252(text: string): Uint8Array {
  const out: number[] = [];
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80 || (c >= 0xa0 && c <= 0xff)) out.push(c);
    else if (CP1252_HIGH[ch] !== undefined) out.push(CP1252_HIGH[ch]!);
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      for (const b of base || '?') {
        const bc = b.codePointAt(0)!;
        out.push(bc < 0x80 || (bc >= 0xa0 && bc <= 0xff) ? bc : CP1252_HIGH[b] ?? 0x3f);
      }
    }
  }
  return Uint8Array.from(out);
}

export interface DatevOptions {
  settings?: DatevSettings;
  /** "Erzeugt am" (default now); fixed in tests */
  now?: Date;
  /** Bezeichnung of the batch (≤ 30) */
  label?: string;
}

function timestamp(d: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}${p(d.getUTCMilliseconds(), 3)}`;
}

/** The Buchungsstapel for one or more extracted invoices (incoming invoices). */
export function writeDatev(results: ExtractionResult[], options: DatevOptions = {}): ExportOutput {
  const s = options.settings ?? DEFAULT_EXPORT_SETTINGS.datev;
  const issues: ExportIssue[] = [];
  const bookable: ExtractionResult[] = [];
  for (const r of results) {
    const why = unbookable(r.invoice);
    if (why) issues.push({ file: fileLabel(r), invoice: r.invoice.number, skipped: true, reason: why });
    else bookable.push(r);
  }
  // one fiscal year and one calendar year per batch: those most invoices fall in (the earliest on a tie)
  const periodOf = (iso: string) => `${fiscalYearStart(iso, s.fiscalYearStartMonth)}|${iso.slice(0, 4)}`;
  const years = new Map<string, number>();
  for (const r of bookable) {
    const p = periodOf(r.invoice.issueDate!);
    years.set(p, (years.get(p) ?? 0) + 1);
  }
  const period = [...years.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? periodOf(new Date().toISOString().slice(0, 10));
  const fy = period.slice(0, 10);
  const inYear = bookable.filter((r) => {
    if (periodOf(r.invoice.issueDate!) === period) return true;
    const reason =
      fiscalYearStart(r.invoice.issueDate!, s.fiscalYearStartMonth) !== fy
        ? `its date ${r.invoice.issueDate} is in another fiscal year than this batch (${fy.slice(0, 4)}); export it in its own batch`
        : `its date ${r.invoice.issueDate} is in another calendar year than this batch (${period.slice(11)}); DATEV takes a booking's year from the batch, export it in its own batch`;
    issues.push({ file: fileLabel(r), invoice: r.invoice.number, skipped: true, reason });
    return false;
  });
  // Sachkontenlänge: the G/L account's length; a personal (creditor) account may have one digit more
  const accountLength = s.expenseAccount.length;
  if (s.creditorAccount.length > accountLength + 1) {
    issues.push({
      file: 'Exports settings',
      invoice: null,
      skipped: false,
      reason: `the contra account ${s.creditorAccount} is longer than a G/L account (${accountLength} digits) or a personal account (${accountLength + 1}); DATEV will not accept it — check the Exports settings`,
    });
  }
  const dates = inYear.map((r) => r.invoice.issueDate!).sort();
  const from = dates[0] ?? fy;
  const to = dates[dates.length - 1] ?? fy;
  const currencies = new Set(inYear.map((r) => r.invoice.currency ?? 'EUR'));
  const header = [
    q('EXTF'), '700', '21', q('Buchungsstapel'), '13', timestamp(options.now ?? new Date()), '', q('RE'), q('Tallysheet'), q(''),
    String(s.consultantNumber), String(s.clientNumber), ymd(fy), String(accountLength),
    ymd(from), ymd(to), q(datevText(options.label ?? 'Eingangsrechnungen', 30)), q(''), '1', '0', '0',
    q(currencies.size === 1 ? [...currencies][0]! : 'EUR'), '', q(''), '', '', q(s.chart === 'SKR04' ? '04' : '03'), '', '', q(''), q(''),
  ];
  const records: string[] = [header.join(';'), DATEV_COLUMNS.join(';')];
  let exported = 0;
  for (const r of inYear) {
    const inv = r.invoice;
    const splits = splitByRate(inv);
    let any = false;
    for (const g of splits) {
      if (g.gross === 0) continue;
      const cells: string[] = Array(DATEV_COLUMNS.length).fill('');
      const set = (col: (typeof DATEV_COLUMNS)[number], v: string) => (cells[DATEV_COLUMNS.indexOf(col)] = v);
      const key = rateKey(g.rate);
      const bu = key !== null && g.rate !== 0 ? s.taxKeys[key] : undefined;
      if (key !== null && g.rate !== 0 && bu === undefined) {
        issues.push({ file: fileLabel(r), invoice: inv.number, skipped: false, reason: `no BU key is set for ${key} % VAT; booked without a tax key` });
      }
      set('Umsatz (ohne Soll/Haben-Kz)', datevAmount(g.gross));
      set('Soll/Haben-Kennzeichen', q(g.gross < 0 ? 'H' : 'S'));
      set('WKZ Umsatz', q(inv.currency ?? 'EUR'));
      set('Konto', s.expenseAccount);
      set('Gegenkonto (ohne BU-Schlüssel)', s.creditorAccount);
      if (bu) set('BU-Schlüssel', q(bu));
      set('Belegdatum', `${inv.issueDate!.slice(8, 10)}${inv.issueDate!.slice(5, 7)}`);
      set('Belegfeld 1', q(datevDocumentField(inv.number ?? '')));
      set('Buchungstext', q(datevText(inv.seller.name ?? inv.number ?? '', 60)));
      if (inv.deliveryDate) {
        set('Leistungsdatum', dmy(inv.deliveryDate));
        set('Datum Zuord. Steuerperiode', dmy(inv.issueDate!));
      }
      if (inv.dueDate) set('Fälligkeit', dmy(inv.dueDate));
      records.push(cells.join(';'));
      any = true;
    }
    // tax withheld at source: the creditor is owed the gross less it, the tax office the withheld amount
    const w = withheld(inv);
    if (any && w !== null) {
      const cells: string[] = Array(DATEV_COLUMNS.length).fill('');
      const set = (col: (typeof DATEV_COLUMNS)[number], v: string) => (cells[DATEV_COLUMNS.indexOf(col)] = v);
      set('Umsatz (ohne Soll/Haben-Kz)', datevAmount(w));
      set('Soll/Haben-Kennzeichen', q(w < 0 ? 'H' : 'S'));
      set('WKZ Umsatz', q(inv.currency ?? 'EUR'));
      set('Konto', s.creditorAccount);
      set('Gegenkonto (ohne BU-Schlüssel)', s.withholdingAccount);
      set('Belegdatum', `${inv.issueDate!.slice(8, 10)}${inv.issueDate!.slice(5, 7)}`);
      set('Belegfeld 1', q(datevDocumentField(inv.number ?? '')));
      set('Buchungstext', q(datevText(`Steuerabzug ${inv.seller.name ?? inv.number ?? ''}`, 60)));
      records.push(cells.join(';'));
    }
    if (any) exported++;
    else issues.push({ file: fileLabel(r), invoice: inv.number, skipped: true, reason: 'its total is zero' });
  }
  return { data: encodeWindows1252(records.map((l) => `${l}\r\n`).join('')), issues, exported };
}
