/**
 * The conversion job's export step (issue #14), run after the workbooks and CSVs are stored: the accounting exports
 * (DATEV, Xero, QuickBooks) per PDF and combined, and the invoices CSV (one row per invoice) for a multi-PDF
 * conversion. What an export leaves out or notes is stored in `export_issue` and shown on the result card. A failure
 * here is logged and never fails the conversion (the workbooks are already there).
 *
 * The files themselves are written in the extraction threads, next to each PDF's workbook (the CSVs there already
 * in the user's format): this step runs on the server's event loop, which answers status reads, so it only stores
 * bytes and writes rows (#13 point 8).
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { conversionFile, output } from '../../db/schema/conversions.js';
import { exportIssue } from '../../db/schema/settings.js';
import type { CombineOutcome, ExportsOutcome } from '../../jobs/extract-worker.js';
import { fencedStatement, insertRowsWhen, LeaseLostError } from '../../jobs/lease.js';
import type { ConversionJobDeps } from '../conversions/job.js';
import { storeFenced } from '../conversions/orphans.js';

type FileRow = typeof conversionFile.$inferSelect;

/** What the job keeps of a converted PDF (never the ExtractionResult itself: see extract-worker.ts). */
export interface ConvertedFile {
  /** the result, v8-serialized by the thread, for the combined files */
  serialized: Uint8Array;
  tables: number;
  exports: ExportsOutcome;
}

/** What the export step needs: the job's deps, the conversion, its files with their results (null: the PDF failed),
 * the files' output base names, and the combined exports (multi-PDF conversions). */
export interface ExportOutputsInput {
  deps: ConversionJobDeps;
  /** the run's lease: the rows are written only while it holds (jobs/lease.ts) */
  lease: SQL;
  userId: string;
  conversionId: string;
  files: FileRow[];
  results: (ConvertedFile | null)[];
  baseNames: string[];
  combined: CombineOutcome['exports'];
}

export async function writeExportOutputs(input: ExportOutputsInput): Promise<void> {
  try {
    await write(input);
  } catch (err) {
    // A lost lease is not the exports' failure: the run stops there (the bytes stored are already deleted).
    if (err instanceof LeaseLostError) throw err;
    input.deps.log?.error({ conversionId: input.conversionId, err }, 'accounting exports failed');
  }
}

async function write({ deps, lease, userId, conversionId, files, results, baseNames, combined }: ExportOutputsInput) {
  const { db, storage } = deps;
  const created = deps.now();
  const expiresAt = new Date(created.getTime() + deps.retentionMs);
  const rows: (typeof output.$inferInsert)[] = [];
  const issues: (typeof exportIssue.$inferInsert)[] = [];
  const written: string[] = [];
  const store = async (kind: string, fileName: string, data: Uint8Array, conversionFileId: string | null, tables: number) => {
    const id = randomUUID();
    const storageKey = `outputs/${conversionId}/${id}.${kind}`;
    written.push(storageKey);
    await storage.put(storageKey, data);
    rows.push({ id, userId, conversionId, conversionFileId, kind, fileName, storageKey, size: data.byteLength, tablesExtracted: tables, combined: conversionFileId === null, createdAt: created, expiresAt });
  };

  for (let i = 0; i < files.length; i++) {
    const r = results[i];
    if (!r) continue;
    if (!r.exports.ok) {
      deps.log?.error({ conversionId, conversionFileId: files[i]!.id, err: r.exports.error }, 'accounting exports failed');
      continue;
    }
    for (const out of r.exports.accounting) {
      for (const issue of out.issues) {
        issues.push({ id: randomUUID(), conversionId, format: out.kind, fileName: files[i]!.fileName, invoiceNumber: issue.invoice, skipped: issue.skipped, reason: issue.reason, createdAt: created });
      }
      if (out.exported > 0) await store(out.kind, `${baseNames[i]}.${out.kind}.csv`, out.data, files[i]!.id, r.tables);
    }
  }
  const succeeded = results.filter((r): r is ConvertedFile => r !== null);
  if (files.length > 1 && succeeded.length > 1 && combined) {
    if (!combined.ok) {
      deps.log?.error({ conversionId, err: combined.error }, 'accounting exports failed');
    } else {
      const base = `tallysheet-conversion-${conversionId.slice(-8)}`;
      const tables = succeeded.reduce((s, r) => s + r.tables, 0);
      await store('invoices', `${base}.invoices.csv`, combined.invoicesCsv, null, tables);
      for (const out of combined.accounting) {
        if (out.exported > 0) await store(out.kind, `${base}.${out.kind}.csv`, out.data, null, tables);
      }
    }
  }
  // One statement for both (on embedded PGlite every statement runs on the event loop that answers status reads),
  // fenced by the run's lease. A retry's reset (conversions/job.ts) has removed the notes of an earlier run.
  if (issues.length === 0 && rows.length === 0) return;
  await storeFenced(deps, written, () =>
    fencedStatement(
      db,
      lease,
      (held) => sql`${issues.length ? sql`issues as (${insertRowsWhen(exportIssue, issues, held)})` : sql``}${issues.length && rows.length ? sql`, ` : sql``}${
        rows.length ? sql`exports as (${insertRowsWhen(output, rows, held)})` : sql``
      }`,
    ),
  );
}
