import { z } from 'zod';

/**
 * Export settings (issue #14): `GET /api/settings/exports` → `{ data: ExportSettingsView }`,
 * `PUT /api/settings/exports` with `{ data: ExportSettingsUpdate }`. The server fills unset fields with the
 * documented defaults (@tallysheet/extract src/export/settings.ts); csvFormat null = not chosen yet (the web app
 * proposes the browser language's format).
 */
export const CSV_FORMATS = ['comma-dot', 'semicolon-comma'] as const;
export const csvFormatSchema = z.enum(CSV_FORMATS);
export type CsvFormatChoice = z.infer<typeof csvFormatSchema>;

const account = z.string().regex(/^\d{4,8}$/, 'Accounts are 4 to 8 digits');
const code = z.string().trim().min(1).max(60);
const rateMap = z.record(z.string().regex(/^\d{1,2}(?:\.\d{1,2})?$/, 'Rates are percentages like 19 or 5.5'), code);
const dateStyle = z.enum(['dd/mm/yyyy', 'mm/dd/yyyy']);

export const exportSettingsSchema = z.object({
  datev: z.object({
    consultantNumber: z.number().int().min(1001, 'The consultant number is 1001–9999999').max(9999999, 'The consultant number is 1001–9999999'),
    clientNumber: z.number().int().min(1, 'The client number is 1–99999').max(99999, 'The client number is 1–99999'),
    chart: z.enum(['SKR03', 'SKR04']),
    expenseAccount: account,
    creditorAccount: account,
    /** liability account for tax withheld at source (SKR03 1749 / SKR04 3726); absent = the chart's default */
    withholdingAccount: account.optional(),
    fiscalYearStartMonth: z.number().int().min(1).max(12),
    taxKeys: rateMap,
  }),
  /** withholdingAccountCode / withholdingAccount: liability account for tax withheld at source; "" or absent = not booked */
  xero: z.object({ accountCode: code, taxTypes: rateMap, defaultTaxType: code, withholdingAccountCode: z.string().trim().max(10, 'Xero account codes are at most 10 characters').optional(), dateStyle }),
  quickbooks: z.object({
    account: z.string().trim().min(1).max(100),
    taxCodes: rateMap,
    defaultTaxCode: code,
    withholdingAccount: z.string().trim().max(100).optional(),
    dateStyle,
  }),
});
export type ExportSettingsValues = z.infer<typeof exportSettingsSchema>;

export const exportSettingsViewSchema = z.object({
  csvFormat: csvFormatSchema.nullable(),
  exports: exportSettingsSchema,
});
export type ExportSettingsView = z.infer<typeof exportSettingsViewSchema>;

export const exportSettingsUpdateSchema = z.object({
  data: z.object({
    csvFormat: csvFormatSchema.optional(),
    exports: exportSettingsSchema.optional(),
  }),
});
export type ExportSettingsUpdate = z.infer<typeof exportSettingsUpdateSchema>;

/** Languages whose spreadsheet programs use a decimal comma (and so a semicolon as list separator). */
const DECIMAL_COMMA_LANGUAGES = new Set([
  'de', 'fr', 'es', 'it', 'nl', 'pt', 'da', 'no', 'nb', 'nn', 'sv', 'fi', 'pl', 'cs', 'sk', 'hu', 'ro', 'bg', 'hr', 'sl', 'sr',
  'ru', 'uk', 'tr', 'el', 'lt', 'lv', 'et', 'is', 'id', 'vi', 'ca', 'eu', 'gl',
]);

/** The CSV format a language's Excel opens into columns ("de-DE" → semicolon-comma; "en-US", "de-CH" → comma-dot). */
export function csvFormatForLanguage(tag: string | null | undefined): CsvFormatChoice {
  const t = (tag ?? 'en').toLowerCase().replace('_', '-');
  if (t === 'de-ch' || t === 'de-li' || t === 'it-ch') return 'comma-dot';
  return DECIMAL_COMMA_LANGUAGES.has(t.split('-')[0]!) ? 'semicolon-comma' : 'comma-dot';
}
