import { FileArchive, FileSpreadsheet, FileText } from 'lucide-react';
import type { ExcelFile } from '@tallysheet/contracts';
import { ConversionStatusBadge, ConversionStatusIcon } from '@/components/ui/conversion-status-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatDateTime, plural, shortId } from '@/lib/format';
import { Fragment } from 'react';
import { ExportChoice, ExportIssues } from './export-choice';
import { ChecksState, needsReview } from './checks-state';
import { cardElementId, zipUrl, type ConversionResult } from './use-conversions';

export type DownloadHandler = (url: string, fileName: string) => void;

function OutputRow({ file, onDownload }: { file: ExcelFile; onDownload: DownloadHandler }) {
  const title = file.combined ? 'All invoices combined' : file.excelFileName;
  const tables = plural(file.tablesExtracted, 'table');
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-zinc-200 bg-zinc-50 p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <FileSpreadsheet className="size-5 shrink-0 text-green-600" aria-hidden="true" />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-zinc-900" title={file.excelFileName}>
            {title}
          </p>
          <p className="text-xs text-zinc-500">
            {file.combined ? `${file.excelFileName} · ` : ''}
            {tables} extracted
          </p>
          <ChecksState file={file} className="mt-1" />
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          disabled={file.expired}
          aria-label={`Download ${file.excelFileName} (Excel, ${tables} extracted)`}
          onClick={() => onDownload(file.excelS3Url, file.excelFileName)}
        >
          <FileSpreadsheet aria-hidden="true" /> Excel
        </Button>
        {file.csvUrl && file.csvFileName && (
          <Button
            size="sm"
            variant="outline"
            disabled={file.expired}
            aria-label={`Download ${file.csvFileName} (CSV)`}
            onClick={() => onDownload(file.csvUrl!, file.csvFileName!)}
          >
            <FileText aria-hidden="true" /> CSV
          </Button>
        )}
      </div>
    </li>
  );
}

export function ConversionCard({ result, onDownload }: { result: ConversionResult; onDownload: DownloadHandler }) {
  const conversion = result.conversion;
  const active = result.status === 'processing' || result.status === 'pending';
  const files = conversion?.excelFiles ?? [];
  const perPdf = files.filter((f) => !f.combined);
  const combined = files.filter((f) => f.combined);
  const failedPdfs = (conversion?.pdfFiles ?? []).filter((f) => f.status === 'failed' && f.error);

  return (
    <Card id={cardElementId(result.id)} className="scroll-mt-24 p-4 sm:p-5" role="article" aria-label={`Conversion ${shortId(result.id)}`}>
      <div className="flex items-start gap-3">
        <ConversionStatusIcon status={result.status} className="mt-0.5 size-6" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-zinc-900">PDF to Excel Conversion</h3>
            <ConversionStatusBadge status={result.status} />
          </div>
          <p className="mt-1 text-xs text-zinc-500">
            ID: <span className="font-mono">{shortId(result.id)}</span> · Started {formatDateTime(result.startedAt)}
          </p>
        </div>
      </div>

      {active && !result.timedOut && (
        <div className="mt-4">
          <div className="mb-1 flex justify-between text-xs text-zinc-600">
            <span>Processing your invoices…</span>
            <span>{result.progress}%</span>
          </div>
          <Progress value={result.progress} aria-label="Conversion progress" indicatorClassName="bg-blue-600" />
        </div>
      )}
      {result.timedOut && active && (
        <p className="mt-3 text-sm text-amber-700" role="status">
          The conversion is taking longer than expected.
        </p>
      )}

      {result.status === 'failed' && (
        <p className="mt-3 text-sm text-red-600 wrap-anywhere" role="alert">
          {conversion?.error || 'Unknown error occurred'}
        </p>
      )}

      {result.status === 'succeeded' && (
        <div className="mt-4 space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <p className="flex-1 text-sm font-medium text-green-700">{plural(files.length, 'Excel file')} generated successfully!</p>
            {files.length > 1 && (
              <Button
                size="sm"
                variant="outline"
                disabled={files.every((f) => f.expired)}
                onClick={() => onDownload(zipUrl(result.id), `tallysheet-conversion-${shortId(result.id)}.zip`)}
              >
                <FileArchive aria-hidden="true" /> Download all (.zip)
              </Button>
            )}
          </div>
          {needsReview(files).length > 0 && (
            <p className="text-sm text-amber-800">
              {needsReview(files).length === 1
                ? 'One invoice has a check that did not pass: review it before you use the files.'
                : `${needsReview(files).length} invoices have checks that did not pass: review them before you use the files.`}
            </p>
          )}
          {failedPdfs.length > 0 && (
            <ul className="space-y-1 text-sm text-amber-700 wrap-anywhere" aria-label="Files that could not be converted">
              {failedPdfs.map((f) => (
                <li key={f.fileName}>
                  {f.fileName}: {f.error}
                </li>
              ))}
            </ul>
          )}
          <ul className="space-y-2" aria-label="Generated files">
            {[...perPdf, ...combined].map((file) => (
              <Fragment key={file.id}>
                <OutputRow file={file} onDownload={onDownload} />
                <ExportChoice file={file} onDownload={onDownload} />
              </Fragment>
            ))}
          </ul>
          <ExportIssues issues={conversion?.exportIssues} />
        </div>
      )}
    </Card>
  );
}
