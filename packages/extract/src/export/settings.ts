/**
 * Export settings: the CSV format and the accounting exports' accounts and codes. Every field has a documented
 * default; a user's stored settings are merged over them (`resolveExportSettings`).
 */

/** "comma-dot": 1234.5 in comma-separated columns (English); "semicolon-comma": 1234,5 in semicolon-separated columns. */
export type CsvFormat = 'comma-dot' | 'semicolon-comma';

export type ExportFormat = 'xlsx' | 'csv' | 'datev' | 'xero' | 'quickbooks';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['xlsx', 'csv', 'datev', 'xero', 'quickbooks'];

export type DateStyle = 'dd/mm/yyyy' | 'mm/dd/yyyy';

export interface DatevSettings {
  /** Beraternummer, 1001–9999999 */
  consultantNumber: number;
  /** Mandantennummer, 1–99999 */
  clientNumber: number;
  chart: 'SKR03' | 'SKR04';
  /** Konto: the expense account debited (SKR03 4980 "Betriebsbedarf" / SKR04 6850 "Sonstiger Betriebsbedarf") */
  expenseAccount: string;
  /** Gegenkonto: the creditor side (SKR03 1600 / SKR04 3300 "Verbindlichkeiten aus Lieferungen und Leistungen") */
  creditorAccount: string;
  /**
   * the liability account a tax withheld at source is credited to, against the creditor account (SKR03 1749 / SKR04
   * 3726 "Verbindlichkeiten an das Finanzamt aus abzuführendem Bauabzugsbetrag")
   */
  withholdingAccount: string;
  /** first month of the fiscal year, 1–12 */
  fiscalYearStartMonth: number;
  /** BU-Schlüssel by VAT rate (input tax): 19 → 9, 7 → 8 (DATEV's keys for Vorsteuer 19 % / 7 %) */
  taxKeys: Record<string, string>;
}

export interface XeroSettings {
  /** expense account code of the chart (Xero's demo chart: 429 "General Expenses") */
  accountCode: string;
  /** Xero tax rate names by VAT rate */
  taxTypes: Record<string, string>;
  /** tax rate name for a rate not in the table (and for the withholding line) */
  defaultTaxType: string;
  /**
   * a current liability account code for tax withheld at source, booked as a negative bill line so the bill's total is
   * what the supplier is paid (Xero's own advice); "" (the default: Xero's charts have no such account) = not booked,
   * the bill is written at its gross and the report says so
   */
  withholdingAccountCode: string;
  dateStyle: DateStyle;
}

export interface QuickBooksSettings {
  /** expense account name in the chart of accounts */
  account: string;
  /** tax codes by VAT rate */
  taxCodes: Record<string, string>;
  defaultTaxCode: string;
  /** the liability account (name) for tax withheld at source, booked as a negative bill line; "" (default) = not booked, reported */
  withholdingAccount: string;
  dateStyle: DateStyle;
}

export interface ExportSettings {
  csvFormat: CsvFormat;
  datev: DatevSettings;
  xero: XeroSettings;
  quickbooks: QuickBooksSettings;
}

export const DATEV_CHARTS: Record<'SKR03' | 'SKR04', { expenseAccount: string; creditorAccount: string; withholdingAccount: string }> = {
  SKR03: { expenseAccount: '4980', creditorAccount: '1600', withholdingAccount: '1749' },
  SKR04: { expenseAccount: '6850', creditorAccount: '3300', withholdingAccount: '3726' },
};

export const DEFAULT_EXPORT_SETTINGS: ExportSettings = {
  csvFormat: 'comma-dot',
  datev: {
    consultantNumber: 1001,
    clientNumber: 1,
    chart: 'SKR03',
    ...DATEV_CHARTS.SKR03,
    fiscalYearStartMonth: 1,
    taxKeys: { '19': '9', '7': '8' },
  },
  xero: {
    accountCode: '429',
    taxTypes: { '20': '20% (VAT on Expenses)', '5': '5% (VAT on Expenses)', '0': 'Zero Rated Expenses' },
    defaultTaxType: 'No VAT',
    withholdingAccountCode: '',
    dateStyle: 'dd/mm/yyyy',
  },
  quickbooks: {
    account: 'Office Supplies & Software',
    taxCodes: { '20': '20.0% S', '5': '5.0% R', '0': '0.0% Z' },
    defaultTaxCode: 'No VAT',
    withholdingAccount: '',
    dateStyle: 'mm/dd/yyyy',
  },
};

/** Languages whose spreadsheet programs use a decimal comma and hence a semicolon as the list separator. */
const DECIMAL_COMMA_LANGUAGES = new Set([
  'de', 'fr', 'es', 'it', 'nl', 'pt', 'da', 'no', 'nb', 'nn', 'sv', 'fi', 'pl', 'cs', 'sk', 'hu', 'ro', 'bg', 'hr', 'sl', 'sr',
  'ru', 'uk', 'tr', 'el', 'lt', 'lv', 'et', 'is', 'id', 'vi', 'ca', 'eu', 'gl',
]);

/** The CSV format for a language tag or CLI locale ("de", "de-CH", "fr-FR", "en-GB"); Swiss German uses a decimal point. */
export function csvFormatForLocale(locale: string | null | undefined): CsvFormat {
  const tag = (locale ?? 'en').trim().toLowerCase().replace('_', '-');
  if (tag === 'de-ch' || tag === 'de-li' || tag === 'it-ch' || tag === 'fr-ch') return tag === 'fr-ch' ? 'semicolon-comma' : 'comma-dot';
  return DECIMAL_COMMA_LANGUAGES.has(tag.split('-')[0]!) ? 'semicolon-comma' : 'comma-dot';
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

function stringMap(v: unknown, fallback: Record<string, string>): Record<string, string> {
  if (!isRecord(v)) return fallback;
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(v)) if (/^\d{1,2}(?:\.\d{1,2})?$/.test(k) && typeof val === 'string' && val.length <= 60) out[k] = val;
  return out;
}

function str(v: unknown, fallback: string, max = 60): string {
  return typeof v === 'string' && v.trim() && v.length <= max ? v.trim() : fallback;
}

/** A setting that may be left empty (""); too long or not text = "". */
function optionalStr(v: unknown, max: number): string {
  return typeof v === 'string' && v.length <= max ? v.trim() : '';
}

function int(v: unknown, fallback: number, min: number, max: number): number {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/** Stored (possibly partial or older) settings merged over the defaults; invalid values fall back to the default. */
export function resolveExportSettings(stored: unknown): ExportSettings {
  const d = DEFAULT_EXPORT_SETTINGS;
  const s = isRecord(stored) ? stored : {};
  const dv = isRecord(s.datev) ? s.datev : {};
  const xe = isRecord(s.xero) ? s.xero : {};
  const qb = isRecord(s.quickbooks) ? s.quickbooks : {};
  const chart = dv.chart === 'SKR04' ? 'SKR04' : 'SKR03';
  const chartDefaults = DATEV_CHARTS[chart];
  const account = (v: unknown, fb: string) => (typeof v === 'string' && /^\d{4,8}$/.test(v) ? v : fb);
  const dateStyle = (v: unknown, fb: DateStyle): DateStyle => (v === 'dd/mm/yyyy' || v === 'mm/dd/yyyy' ? v : fb);
  return {
    csvFormat: s.csvFormat === 'semicolon-comma' || s.csvFormat === 'comma-dot' ? s.csvFormat : d.csvFormat,
    datev: {
      consultantNumber: int(dv.consultantNumber, d.datev.consultantNumber, 1001, 9999999),
      clientNumber: int(dv.clientNumber, d.datev.clientNumber, 1, 99999),
      chart,
      expenseAccount: account(dv.expenseAccount, chartDefaults.expenseAccount),
      creditorAccount: account(dv.creditorAccount, chartDefaults.creditorAccount),
      withholdingAccount: account(dv.withholdingAccount, chartDefaults.withholdingAccount),
      fiscalYearStartMonth: int(dv.fiscalYearStartMonth, d.datev.fiscalYearStartMonth, 1, 12),
      taxKeys: stringMap(dv.taxKeys, d.datev.taxKeys),
    },
    xero: {
      accountCode: str(xe.accountCode, d.xero.accountCode, 10),
      taxTypes: stringMap(xe.taxTypes, d.xero.taxTypes),
      defaultTaxType: str(xe.defaultTaxType, d.xero.defaultTaxType),
      withholdingAccountCode: optionalStr(xe.withholdingAccountCode, 10),
      dateStyle: dateStyle(xe.dateStyle, d.xero.dateStyle),
    },
    quickbooks: {
      account: str(qb.account, d.quickbooks.account, 100),
      taxCodes: stringMap(qb.taxCodes, d.quickbooks.taxCodes),
      defaultTaxCode: str(qb.defaultTaxCode, d.quickbooks.defaultTaxCode),
      withholdingAccount: optionalStr(qb.withholdingAccount, 100),
      dateStyle: dateStyle(qb.dateStyle, d.quickbooks.dateStyle),
    },
  };
}
