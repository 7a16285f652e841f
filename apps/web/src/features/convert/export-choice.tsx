import { BookOpenCheck, Download } from 'lucide-react';
import { useId, useState } from 'react';
import type { ExcelFile, ExportIssueView, ExportKind } from '@tallysheet/contracts';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/format';

export const EXPORT_LABELS: Record<ExportKind, string> = {
  datev: 'DATEV (EXTF Buchungsstapel)',
  xero: 'Xero bills CSV',
  quickbooks: 'QuickBooks Online bills CSV',
  invoices: 'Invoices CSV (one row per invoice)',
};

/**
 * The export choice of one result on the result card (issue #14): pick DATEV, Xero, QuickBooks (or the invoices CSV
 * of a combined result) and download it. Absent when the result has no exports.
 */
export function ExportChoice({ file, onDownload }: { file: ExcelFile; onDownload: (url: string, fileName: string) => void }) {
  const exports = file.exports ?? [];
  const [kind, setKind] = useState<ExportKind | undefined>(exports[0]?.kind);
  const id = useId();
  if (!exports.length) return null;
  const chosen = exports.find((e) => e.kind === kind) ?? exports[0]!;
  const title = file.combined ? 'all invoices combined' : file.excelFileName;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-dashed border-zinc-200 px-3 py-2 sm:flex-row sm:items-center" aria-label={`Accounting export of ${title}`}>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <BookOpenCheck className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <label htmlFor={id} className="shrink-0 text-xs font-medium text-zinc-600">
          Accounting export
        </label>
        <select
          id={id}
          className="h-8 min-w-0 flex-1 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900"
          value={chosen.kind}
          disabled={file.expired}
          onChange={(e) => setKind(e.target.value as ExportKind)}
        >
          {exports.map((e) => (
            <option key={e.kind} value={e.kind}>
              {EXPORT_LABELS[e.kind]}
            </option>
          ))}
        </select>
        <span className="shrink-0 text-xs text-zinc-500">{formatBytes(chosen.size)}</span>
      </div>
      <Button size="sm" variant="outline" disabled={file.expired} aria-label={`Download ${chosen.fileName}`} onClick={() => onDownload(chosen.url, chosen.fileName)}>
        <Download aria-hidden="true" /> Export
      </Button>
    </li>
  );
}

/** What the accounting exports left out (never silently): "May.pdf · DATEV: not exported — no invoice date was found". */
export function ExportIssues({ issues }: { issues: ExportIssueView[] | undefined }) {
  if (!issues?.length) return null;
  const name = (k: ExportKind) => (k === 'datev' ? 'DATEV' : k === 'xero' ? 'Xero' : k === 'quickbooks' ? 'QuickBooks' : 'Invoices CSV');
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800 wrap-anywhere">
      <p className="font-medium">Accounting export report</p>
      <ul className="mt-1 space-y-0.5" aria-label="Accounting export report">
        {issues.map((i, n) => (
          <li key={n}>
            {i.fileName}
            {i.invoiceNumber ? ` (${i.invoiceNumber})` : ''} · {name(i.kind)}: {i.skipped ? 'not exported' : 'note'} — {i.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
