import { Download, FileArchive, FileSpreadsheet, FileText } from 'lucide-react';
import { ChecksState } from '@/features/convert/checks-state';
import type { Conversion } from '@tallysheet/contracts';
import { Button } from '@/components/ui/button';
import { ConversionStatusBadge } from '@/components/ui/conversion-status-badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatBytes, formatDateTime, plural, shortId } from '@/lib/format';
import type { DownloadHandler } from './history-row';

export function DetailsDialog({
  conversion,
  onClose,
  onDownload,
}: {
  conversion: Conversion | null;
  onClose(): void;
  onDownload: DownloadHandler;
}) {
  return (
    <Dialog open={conversion !== null} onOpenChange={(open) => !open && onClose()}>
      {conversion && (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Conversion Details</DialogTitle>
            <DialogDescription>
              Conversion <span className="font-mono">#{shortId(conversion.conversionId || conversion._id)}</span>
            </DialogDescription>
          </DialogHeader>

          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-xs text-zinc-500">Status</dt>
              <dd className="mt-1">
                <ConversionStatusBadge status={conversion.status} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-zinc-500">Created</dt>
              <dd className="mt-1 font-medium">{formatDateTime(conversion.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-xs text-zinc-500">Files</dt>
              <dd className="mt-1 font-medium">{plural(conversion.totalFiles, 'file')}</dd>
            </div>
            <div>
              <dt className="text-xs text-zinc-500">Size</dt>
              <dd className="mt-1 font-medium">{formatBytes(conversion.totalSize)}</dd>
            </div>
          </dl>

          <section aria-labelledby="details-pdfs">
            <h3 id="details-pdfs" className="mb-2 text-sm font-semibold">
              Source PDFs
            </h3>
            <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200">
              {conversion.pdfFiles.map((pdf, i) => (
                <li key={`${pdf.fileName}-${i}`} className="flex items-center gap-2 px-3 py-2 text-sm">
                  <FileText className="size-4 shrink-0 text-red-500" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate" title={pdf.fileName}>
                    {pdf.fileName}
                  </span>
                  <span className="shrink-0 text-xs text-zinc-500">{formatBytes(pdf.fileSize)}</span>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="details-excel">
            <div className="mb-2 flex items-center justify-between gap-2">
              <h3 id="details-excel" className="text-sm font-semibold">
                Generated Excel Files
              </h3>
              {conversion.excelFiles.length > 1 && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={conversion.excelFiles.every((f) => f.expired)}
                  onClick={() =>
                    onDownload(
                      `/api/conversions/${encodeURIComponent(conversion._id)}/zip`,
                      `tallysheet-conversion-${shortId(conversion._id)}.zip`,
                    )
                  }
                >
                  <FileArchive aria-hidden="true" /> Download all (.zip)
                </Button>
              )}
            </div>
            {conversion.excelFiles.length === 0 ? (
              <p className="text-sm text-zinc-500">No files generated.</p>
            ) : (
              <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200">
                {conversion.excelFiles.map((file) => (
                  <li key={file.id} className="flex flex-col gap-2 px-3 py-2 text-sm sm:flex-row sm:items-center">
                    <div className="flex min-w-0 flex-1 items-center gap-2">
                      <FileSpreadsheet className="size-4 shrink-0 text-green-600" aria-hidden="true" />
                      <div className="min-w-0">
                        <p className="truncate font-medium" title={file.excelFileName}>
                          {file.excelFileName}
                        </p>
                        <p className="text-xs text-zinc-500">
                          {plural(file.tablesExtracted, 'table')} extracted · {formatBytes(file.fileSize)}
                          {file.combined ? ' · all invoices combined' : ''}
                          {file.expired ? ' · deleted after 24 hours' : ''}
                        </p>
                        <ChecksState file={file} className="mt-1" />
                      </div>
                    </div>
                    <div className="flex shrink-0 gap-2">
                      <Button
                        size="sm"
                        disabled={file.expired}
                        aria-label={`Download ${file.excelFileName}`}
                        onClick={() => onDownload(file.excelS3Url, file.excelFileName)}
                      >
                        <Download aria-hidden="true" /> Download
                      </Button>
                      {file.csvUrl && file.csvFileName && (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={file.expired}
                          aria-label={`Download ${file.csvFileName}`}
                          onClick={() => onDownload(file.csvUrl!, file.csvFileName!)}
                        >
                          CSV
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>

          {conversion.error && (
            <section aria-labelledby="details-error" className="rounded-lg border border-red-200 bg-red-50 p-3">
              <h3 id="details-error" className="text-sm font-semibold text-red-800">
                Error Details
              </h3>
              <p className="mt-1 text-sm whitespace-pre-wrap text-red-700 wrap-anywhere">{conversion.error}</p>
            </section>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
