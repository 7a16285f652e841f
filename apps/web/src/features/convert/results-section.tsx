import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConversionCard, type DownloadHandler } from './conversion-card';
import type { ConversionResult } from './use-conversions';

export function ResultsSection({
  results,
  onNewConversion,
  onDownload,
}: {
  results: ConversionResult[];
  onNewConversion(): void;
  onDownload: DownloadHandler;
}) {
  if (results.length === 0) return null;
  return (
    <section aria-labelledby="results-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="results-heading" className="text-lg font-semibold text-zinc-900">
          Conversion Results
        </h2>
        <Button variant="outline" size="sm" onClick={onNewConversion}>
          <RotateCcw aria-hidden="true" /> New Conversion
        </Button>
      </div>
      <div className="space-y-3">
        {results.map((result) => (
          <ConversionCard key={result.id} result={result} onDownload={onDownload} />
        ))}
      </div>
    </section>
  );
}
