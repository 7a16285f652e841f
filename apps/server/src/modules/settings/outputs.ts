/**
 * The conversion job's export step (issue #14), run after the workbooks and CSVs are stored: the CSVs in the user's
 * format, the accounting exports (DATEV, Xero, QuickBooks) per PDF and combined, and the invoices CSV (one row per
 * invoice) for a multi-PDF conversion. What an export leaves out or notes is stored in `export_issue` and shown on the
 * result card. A failure here is logged and never fails the conversion (the workbooks are already there).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ExtractionResult } from '@tallysheet/extract';
import { writeCombinedCsv, writeCsv, writeDatev, writeInvoicesCsv, writeQuickBooks, writeXero, type ExportOutput, type ExportSettings } from '@tallysheet/extract/formats';
import { conversionFile, output } from '../../db/schema/conversions.js';
import { exportIssue } from '../../db/schema/settings.js';
import type { ConversionJobDeps } from '../conversions/job.js';
import { getExportSettings } from './service.js';

type FileRow = typeof conversionFile.$inferSelect;
const ACCOUNTING = ['datev', 'xero', 'quickbooks'] as const;

function accounting(kind: (typeof ACCOUNTING)[number], results: ExtractionResult[], s: ExportSettings): ExportOutput {
  if (kind === 'datev') return writeDatev(results, { settings: s.datev });
  if (kind === 'xero') return writeXero(results, s.xero);
  return writeQuickBooks(results, s.quickbooks);
}

export async function writeExportOutputs(
  deps: ConversionJobDeps,
  userId: string,
  conversionId: string,
  files: FileRow[],
  results: (ExtractionResult | null)[],
  baseNames: string[],
): Promise<void> {
  try {
    await write(deps, userId, conversionId, files, results, baseNames);
  } catch (err) {
    deps.log?.error({ conversionId, err }, 'accounting exports failed');
  }
}

async function write(deps: ConversionJobDeps, userId: string, conversionId: string, files: FileRow[], results: (ExtractionResult | null)[], baseNames: string[]) {
  const { db, storage } = deps;
  await db.delete(exportIssue).where(eq(exportIssue.conversionId, conversionId));
  const { settings } = await getExportSettings(db, userId);
  const created = deps.now();
  const expiresAt = new Date(created.getTime() + deps.retentionMs);
  const store = async (kind: string, fileName: string, data: Uint8Array, conversionFileId: string | null, tables: number) => {
    const id = randomUUID();
    const storageKey = `outputs/${conversionId}/${id}.${kind}`;
    await storage.put(storageKey, data);
    await db.insert(output).values({ id, userId, conversionId, conversionFileId, kind, fileName, storageKey, size: data.byteLength, tablesExtracted: tables, combined: conversionFileId === null, createdAt: created, expiresAt });
  };

  // the CSVs in the user's format (the worker writes comma-dot)
  const outputs = await db.select().from(output).where(and(eq(output.conversionId, conversionId), eq(output.kind, 'csv')));
  const succeeded = results.filter((r): r is ExtractionResult => r !== null);
  if (settings.csvFormat !== 'comma-dot') {
    for (const o of outputs) {
      const i = files.findIndex((f) => f.id === o.conversionFileId);
      const data = o.conversionFileId === null ? writeCombinedCsv(succeeded, { format: settings.csvFormat }) : results[i] ? writeCsv(results[i]!, { format: settings.csvFormat }) : null;
      if (!data) continue;
      await storage.put(o.storageKey, data);
      await db.update(output).set({ size: data.byteLength }).where(eq(output.id, o.id));
    }
  }

  for (let i = 0; i < files.length; i++) {
    const r = results[i];
    if (!r) continue;
    for (const kind of ACCOUNTING) {
      const out = accounting(kind, [r], settings);
      for (const issue of out.issues) {
        await db.insert(exportIssue).values({ id: randomUUID(), conversionId, format: kind, fileName: files[i]!.fileName, invoiceNumber: issue.invoice, skipped: issue.skipped, reason: issue.reason, createdAt: created });
      }
      if (out.exported > 0) await store(kind, `${baseNames[i]}.${kind}.csv`, out.data, files[i]!.id, r.tables.length);
    }
  }
  if (files.length > 1 && succeeded.length > 1) {
    const base = `tallysheet-conversion-${conversionId.slice(-8)}`;
    const tables = succeeded.reduce((s, r) => s + r.tables.length, 0);
    await store('invoices', `${base}.invoices.csv`, writeInvoicesCsv(succeeded, { format: settings.csvFormat }), null, tables);
    for (const kind of ACCOUNTING) {
      const out = accounting(kind, succeeded, settings);
      if (out.exported > 0) await store(kind, `${base}.${kind}.csv`, out.data, null, tables);
    }
  }
}
