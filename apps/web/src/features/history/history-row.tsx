import { AlertTriangle, CheckCircle2, Download, Eye, FileText, SearchCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { Conversion } from '@tallysheet/contracts';
import { Button } from '@/components/ui/button';
import { ConversionStatusBadge } from '@/components/ui/conversion-status-badge';
import { formatBytes, formatDateTime, plural, shortId } from '@/lib/format';
import { checksSummary, reviewPath } from '@/features/review/summary';
import { rowDownloadLabels } from './filters';

/** The row's checks: over every per-PDF result that has them; the first one that needs a look. */
export function rowChecks(conversion: Conversion) {
  const checked = conversion.excelFiles.filter((f) => !f.combined && f.checks);
  if (checked.length === 0) return null;
  const passed = checked.reduce((s, f) => s + f.checks!.passed, 0);
  const total = checked.reduce((s, f) => s + f.checks!.total, 0);
  const first = checked.find((f) => f.checks!.passed < f.checks!.total && !f.expired) ?? null;
  return { passed, total, review: first, edited: checked.some((f) => f.checks!.edited) };
}

export type DownloadHandler = (url: string, fileName: string) => void;

export function HistoryRow({
  conversion,
  onDetails,
  onDownload,
}: {
  conversion: Conversion;
  onDetails(): void;
  onDownload: DownloadHandler;
}) {
  const id = shortId(conversion.conversionId || conversion._id);
  const firstPdf = conversion.pdfFiles[0]?.fileName ?? '';
  const morePdfs = conversion.pdfFiles.length - 1;
  const excel = conversion.excelFiles;
  const { labels, more } = rowDownloadLabels(excel.length);
  const checks = rowChecks(conversion);

  return (
    <li aria-label={`Conversion ${id}`} className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold text-zinc-900">#{id}</span>
          <ConversionStatusBadge status={conversion.status} />
          <span className="text-xs text-zinc-500">{formatDateTime(conversion.createdAt)}</span>
        </div>
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-zinc-700">
          <FileText className="size-4 shrink-0 text-red-500" aria-hidden="true" />
          <span className="truncate" title={firstPdf}>
            {firstPdf}
          </span>
          {morePdfs > 0 && <span className="shrink-0 text-zinc-500">+{plural(morePdfs, 'more file', 'more files')}</span>}
        </p>
        <p className="text-xs text-zinc-500">
          {plural(conversion.totalFiles, 'file')} · {formatBytes(conversion.totalSize)} · {plural(excel.length, 'Excel file')}
        </p>
        {checks && (
          <p className={checks.passed === checks.total ? 'flex items-center gap-1 text-xs text-green-700' : 'flex items-center gap-1 text-xs font-medium text-amber-800'}>
            {checks.passed === checks.total ? <CheckCircle2 className="size-3.5" aria-hidden="true" /> : <AlertTriangle className="size-3.5" aria-hidden="true" />}
            {checksSummary(checks.passed, checks.total)}
            {checks.passed < checks.total ? ' — review' : ''}
            {checks.edited && <span className="rounded bg-sky-100 px-1 text-[10px] font-semibold text-sky-800">Edited</span>}
          </p>
        )}
        {conversion.status === 'failed' && conversion.error && (
          <p className="text-xs text-red-600 wrap-anywhere">{conversion.error}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {labels.map((label, i) => (
          <Button
            key={excel[i].id}
            size="sm"
            variant="outline"
            disabled={excel[i].expired}
            aria-label={`Download ${excel[i].excelFileName}`}
            title={excel[i].expired ? 'Deleted after 24 hours' : excel[i].excelFileName}
            onClick={() => onDownload(excel[i].excelS3Url, excel[i].excelFileName)}
          >
            <Download aria-hidden="true" />
            {label}
          </Button>
        ))}
        {checks?.review && (
          <Button asChild size="sm">
            <Link to={reviewPath(checks.review.id)} aria-label={`Review ${checks.review.excelFileName}`}>
              <SearchCheck aria-hidden="true" /> Review
            </Link>
          </Button>
        )}
        {more > 0 && (
          <Button size="sm" variant="ghost" onClick={onDetails} aria-label={`${plural(more, 'more file', 'more files')}: view details`}>
            +{more}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onDetails} aria-label={`View details of conversion ${id}`}>
          <Eye aria-hidden="true" />
          <span className="md:sr-only lg:not-sr-only">Details</span>
        </Button>
      </div>
    </li>
  );
}

export function HistoryRowSkeleton() {
  return (
    <li className="flex flex-col gap-2 p-4" aria-hidden="true">
      <div className="h-4 w-48 animate-pulse rounded bg-zinc-200/70" />
      <div className="h-4 w-72 max-w-full animate-pulse rounded bg-zinc-200/70" />
      <div className="h-3 w-40 animate-pulse rounded bg-zinc-200/70" />
    </li>
  );
}
