import { z } from 'zod';

/**
 * Review and correction of one result (issue #12): `GET /api/results/:excelFileId` answers the ExtractionResult of
 * the PDF behind a workbook (with `sources`, the boxes the values were read from) and the authorized path of the
 * PDF; `PUT /api/results/:excelFileId` takes the corrected `invoice` and answers the result with its checks
 * recomputed. The shapes follow `@tallysheet/extract`'s ExtractionResult (DESIGN §6).
 */

const MAX_TEXT = 2000;
const MAX_LINE_ITEMS = 5000;

const text = (label: string) =>
  z
    .string({ error: `${label} must be text or null` })
    .max(MAX_TEXT, { error: `${label} is longer than ${MAX_TEXT} characters` })
    .nullable();

const amount = (label: string) =>
  z
    .number({ error: `${label} must be a number or null` })
    .refine(Number.isFinite, { error: `${label} must be a finite number` })
    .refine((n) => Math.abs(n) < 1e15, { error: `${label} is too large` })
    .nullable();

const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD) or null` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: `${label} must be a date as YYYY-MM-DD` })
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
      error: `${label} is not a calendar date`,
    })
    .nullable();

export const partySchema = z.strictObject({
  name: text('name'),
  vatId: text('vatId'),
  address: text('address'),
});
export type PartyData = z.infer<typeof partySchema>;

export const lineItemSchema = z.strictObject({
  description: text('description'),
  quantity: amount('quantity'),
  unit: text('unit'),
  unitPrice: amount('unitPrice'),
  taxRate: amount('taxRate'),
  amount: amount('amount'),
  articleNumber: text('articleNumber').optional(),
  unitCode: z
    .string({ error: 'unitCode must be a UN/ECE Recommendation 20 code or null' })
    .regex(/^[A-Z0-9]{1,3}$/, { error: 'unitCode must be a UN/ECE Recommendation 20 code such as H87' })
    .nullable()
    .optional(),
  priceBaseQuantity: z
    .number({ error: 'priceBaseQuantity must be a number or null' })
    .positive({ error: 'priceBaseQuantity must be more than 0' })
    .nullable()
    .optional(),
  allowance: amount('allowance').optional(),
});
export type LineItemData = z.infer<typeof lineItemSchema>;

const paymentSchema = z.strictObject({
  iban: text('payment.iban'),
  bic: text('payment.bic'),
  terms: text('payment.terms'),
  reference: text('payment.reference'),
});

const documentChargeSchema = z.strictObject({
  description: text('description'),
  amount: amount('amount').unwrap(),
  taxRate: amount('taxRate'),
});

export const invoiceDataSchema = z.strictObject({
  number: text('number'),
  issueDate: isoDate('issueDate'),
  dueDate: isoDate('dueDate'),
  currency: z
    .string({ error: 'currency must be a 3-letter code or null' })
    .regex(/^[A-Z]{3}$/, { error: 'currency must be a 3-letter ISO 4217 code such as EUR' })
    .nullable(),
  seller: partySchema,
  buyer: partySchema,
  totals: z.strictObject({
    net: amount('net'),
    tax: amount('tax'),
    gross: amount('gross'),
    due: amount('due'),
    // what was paid before (gross − prepaid = due); absent in results made before it was read
    prepaid: amount('prepaid').optional(),
    // tax withheld at source by the payer (IRPF, ritenuta d'acconto; gross − prepaid − withholding = due); absent in
    // results made before it was read
    withholding: amount('withholding').optional(),
    // a printed rounding of the amount due (gross − prepaid + rounding = due); absent in results made before it was read
    rounding: amount('rounding').optional(),
  }),
  lineItems: z.array(lineItemSchema).max(MAX_LINE_ITEMS, { error: `at most ${MAX_LINE_ITEMS} line items` }),
  // the payment and reference fields of issue #14 (absent in results made before they were read)
  payment: paymentSchema.optional(),
  orderReference: text('orderReference').optional(),
  buyerReference: text('buyerReference').optional(),
  deliveryDate: isoDate('deliveryDate').optional(),
  servicePeriod: z.strictObject({ start: isoDate('servicePeriod.start'), end: isoDate('servicePeriod.end') }).nullable().optional(),
  charges: z.array(documentChargeSchema).max(MAX_LINE_ITEMS).optional(),
  allowances: z.array(documentChargeSchema).max(MAX_LINE_ITEMS).optional(),
});
export type InvoiceDataBody = z.infer<typeof invoiceDataSchema>;

/** PUT /api/results/:excelFileId body */
export const saveResultRequestSchema = z.strictObject({
  invoice: invoiceDataSchema,
  /**
   * optional: for each line of `invoice`, the index of the line in the result as last fetched that it came from
   * (null for a line added on the screen), so the boxes and 'Edited' marks follow lines across deletions
   */
  lineOrigins: z
    .array(z.number({ error: 'lineOrigins must be line indexes or null' }).int().min(0).nullable())
    .max(MAX_LINE_ITEMS)
    .optional(),
});
export type SaveResultRequest = z.infer<typeof saveResultRequestSchema>;

export const checkSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  expected: z.number().nullable(),
  actual: z.number().nullable(),
});
export type CheckData = z.infer<typeof checkSchema>;

export const sourceBoxSchema = z.object({
  page: z.number().int(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
});
export type SourceBoxData = z.infer<typeof sourceBoxSchema>;

export const reviewResultSchema = z.object({
  file: z.object({ name: z.string(), pages: z.number().int() }),
  source: z.enum(['embedded-xml', 'layout']),
  invoice: invoiceDataSchema,
  tables: z.array(z.object({ page: z.number(), bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]), rows: z.array(z.array(z.string())) })),
  checks: z.array(checkSchema),
  warnings: z.array(z.string()),
  sources: z.record(z.string(), sourceBoxSchema).optional(),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;

/** Who saved corrections, and when (the latest save; `paths` are the values that differ from the extraction). */
export const resultEditsSchema = z.object({
  /** field paths ('invoice.number', 'invoice.lineItems.2.amount', 'invoice.lineItems.4') that differ from the extraction */
  paths: z.array(z.string()),
  /** ISO time of the latest save */
  at: z.string(),
  /** display name or e-mail of who saved it */
  by: z.string(),
  /** how many saves there were */
  saves: z.number().int(),
});
export type ResultEdits = z.infer<typeof resultEditsSchema>;

/** GET /api/results/:excelFileId → 200 */
export const resultResponseSchema = z.object({
  data: z.object({
    result: reviewResultSchema,
    /** authorized path of the original PDF (`/api/results/<excelFileId>/pdf`) */
    pdfUrl: z.string(),
    /** null while nobody corrected the result */
    edited: resultEditsSchema.nullable(),
    /** the workbook's own record: name, download paths, expiry */
    excelFileName: z.string(),
    /** authorized download paths of this PDF's workbook and CSV (they serve the corrected files after a save) */
    downloads: z.object({
      excel: z.object({ url: z.string(), name: z.string() }),
      csv: z.object({ url: z.string(), name: z.string() }).nullable(),
    }),
    conversionId: z.string(),
    expiresAt: z.string(),
  }),
});
export type ResultResponse = z.infer<typeof resultResponseSchema>;

/** PUT /api/results/:excelFileId → 200 */
export const saveResultResponseSchema = z.object({
  data: z.object({ result: reviewResultSchema, edited: resultEditsSchema.nullable() }),
});
export type SaveResultResponse = z.infer<typeof saveResultResponseSchema>;

/** A check summary for a card or a row: how many of the result's checks passed. */
export const checkSummarySchema = z.object({
  passed: z.number().int(),
  total: z.number().int(),
  edited: z.boolean(),
});
export type CheckSummary = z.infer<typeof checkSummarySchema>;
