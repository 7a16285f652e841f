import { z } from 'zod';
import { subscriptionSchema } from './plans.js';

/**
 * Conversion API payloads (spec §3, §7). Field names follow the spec so its UI rules read naturally;
 * `excelS3Url` / `csvUrl` are our own authorized download paths (`/api/files/<id>`), never bucket URLs.
 */

export const CONVERSION_STATUSES = ['pending', 'processing', 'succeeded', 'failed'] as const;
export const conversionStatusSchema = z.enum(CONVERSION_STATUSES);
export type ConversionStatus = z.infer<typeof conversionStatusSchema>;

/** Most PDFs one conversion may take (spec §5: 10 files per drop). */
export const MAX_FILES_PER_CONVERSION = 10;
/** How long uploads and generated files are kept (spec §1: deleted after 24 hours). */
export const FILE_RETENTION_HOURS = 24;

/** POST /api/invoices/upload → 200 */
export const uploadedFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** bytes */
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export const uploadResponseSchema = z.object({ files: z.array(uploadedFileSchema).min(1) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** POST /api/conversions body */
export const startConversionRequestSchema = z.object({
  invoiceIds: z.array(z.string().min(1)).min(1).max(MAX_FILES_PER_CONVERSION),
});
export type StartConversionRequest = z.infer<typeof startConversionRequestSchema>;

export const pdfFileSchema = z.object({
  fileName: z.string(),
  /** bytes */
  fileSize: z.number().int(),
  status: conversionStatusSchema,
  /** why this PDF failed, as a person can read it; null when it did not */
  error: z.string().nullable(),
  pages: z.number().int().nullable(),
  pagesDone: z.number().int(),
});
export type PdfFile = z.infer<typeof pdfFileSchema>;

/** One generated result: the workbook and its CSV twin (one per PDF, plus one combined across PDFs). */
export const excelFileSchema = z.object({
  /** id of the xlsx output (the download is `excelS3Url`) */
  id: z.string(),
  excelFileName: z.string(),
  /** authorized download path of the workbook: `/api/files/<id>` (session or bearer required) */
  excelS3Url: z.string(),
  csvFileName: z.string().nullable(),
  /** authorized download path of the CSV: `/api/files/<id>` */
  csvUrl: z.string().nullable(),
  /** workbook size in bytes */
  fileSize: z.number().int(),
  csvFileSize: z.number().int().nullable(),
  tablesExtracted: z.number().int(),
  /** true for the workbook/CSV across all PDFs of a multi-file conversion */
  combined: z.boolean(),
  /** ISO time after which the files are deleted */
  expiresAt: z.string(),
  /** true once the files were deleted (downloads then answer 410) */
  expired: z.boolean(),
  /**
   * the invoice's arithmetic checks (issue #12): how many passed of how many, and whether someone corrected the
   * values; absent for the combined files and for results kept from before reviews existed
   */
  checks: z.object({ passed: z.number().int(), total: z.number().int(), edited: z.boolean() }).optional(),
});
export type ExcelFile = z.infer<typeof excelFileSchema>;

export const conversionSchema = z.object({
  _id: z.string(),
  /** same value as `_id`; the UI shows its last 8 characters */
  conversionId: z.string(),
  status: conversionStatusSchema,
  /** 0-100 */
  progress: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  totalFiles: z.number().int(),
  /** bytes */
  totalSize: z.number().int(),
  pdfFiles: z.array(pdfFileSchema),
  excelFiles: z.array(excelFileSchema),
  /** failed: why; succeeded with some failed PDFs: which ones and why; otherwise null */
  error: z.string().nullable(),
});
export type Conversion = z.infer<typeof conversionSchema>;

/** POST /api/conversions → 201 */
export const startConversionResponseSchema = z.object({
  data: conversionSchema,
  subscription: subscriptionSchema,
});
export type StartConversionResponse = z.infer<typeof startConversionResponseSchema>;

/** GET /api/conversions/:id/status → 200 */
export const conversionStatusResponseSchema = z.object({
  data: z.object({ conversion: conversionSchema, progress: z.number().int() }),
});
export type ConversionStatusResponse = z.infer<typeof conversionStatusResponseSchema>;

/** GET /api/conversions query: page (1-based), limit (default 10, max 100), sort (-createdAt | createdAt), status, search (PDF file name, case-insensitive) */
export const conversionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  sort: z.enum(['-createdAt', 'createdAt']).default('-createdAt'),
  status: z.union([conversionStatusSchema, z.literal('all'), z.literal('')]).optional(),
  search: z.string().max(200).optional(),
});
export type ConversionListQuery = z.infer<typeof conversionListQuerySchema>;

/** GET /api/conversions → 200 */
export const conversionListResponseSchema = z.object({
  data: z.object({
    conversions: z.array(conversionSchema),
    /** number of pages at this limit (0 when there is nothing) */
    pages: z.number().int(),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});
export type ConversionListResponse = z.infer<typeof conversionListResponseSchema>;

/** GET /api/conversions/stats → 200 */
export const conversionStatsSchema = z.object({
  total: z.number().int(),
  succeeded: z.number().int(),
  processing: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  /** PDFs converted successfully across all conversions */
  totalFilesConverted: z.number().int(),
});
export type ConversionStats = z.infer<typeof conversionStatsSchema>;
export const conversionStatsResponseSchema = z.object({ data: conversionStatsSchema });
export type ConversionStatsResponse = z.infer<typeof conversionStatsResponseSchema>;
